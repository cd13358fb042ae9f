<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>AIInput</name>
    <message>
        <source>%s&apos;s AI chose an illegal move (%s); a random legal move is played.</source>
        <translation>ШІ гравця %s обрав недопустимий хід (%s); зроблено випадковий допустимий хід.</translation>
    </message>
    <message>
        <source>%s&apos;s AI failed (%s); a random legal move is played.</source>
        <translation>ШІ гравця %s дав збій (%s); зроблено випадковий допустимий хід.</translation>
    </message>
    <message>
        <source>%s&apos;s AI took far too long; the normal level&apos;s move is played.</source>
        <translation>ШІ гравця %s думав надто довго; зроблено хід рівня «середній».</translation>
    </message>
    <message>
        <source>%s&apos;s AI took far too long; a random legal move is played.</source>
        <translation>ШІ гравця %s думав надто довго; зроблено випадковий допустимий хід.</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>&lt;h2&gt;Koloda&lt;/h2&gt;
&lt;p&gt;Card games against computer opponents, or with friends at a network table: {games}.&lt;/p&gt;
&lt;p&gt;Version {version}. Free software under the GNU GPL, version 3 or later.&lt;/p&gt;
&lt;p&gt;The English and Russian Atlas card decks come from GNOME Aisleriot: English &amp;copy; 2007 Aike
Reyer (GPL 3 or later); Atlas by Vincent Bermel after Dmitry Fomin&apos;s deck (LGPL 3 or later).
Koloda&apos;s own deck, the tables, the sounds and the icons were made for Koloda.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Koloda&lt;/h2&gt;
&lt;p&gt;Карткові ігри проти комп’ютерних суперників або з друзями за мережевим столом: {games}.&lt;/p&gt;
&lt;p&gt;Версія {version}. Вільна програма за ліцензією GNU GPL версії 3 або пізнішої.&lt;/p&gt;
&lt;p&gt;Колоди «Англійський малюнок» та «Атласні карти» взято з GNOME Aisleriot: англійська &amp;copy; 2007 Aike Reyer (GPL 3 або пізніша); атласні — Vincent Bermel за колодою Дмитра Фоміна (LGPL 3 або пізніша).
Власну колоду Koloda, столи, звуки й піктограми створено для Koloda.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>stock</source>
        <translation>колода</translation>
    </message>
    <message>
        <source>{meld} with {cards}</source>
        <translation>{meld} і {cards}</translation>
    </message>
    <message>
        <source>Melds: {melds}</source>
        <translation>Комбінації: {melds}</translation>
    </message>
    <message>
        <source>Melds, none yet</source>
        <translation>Комбінацій ще немає</translation>
    </message>
    <message>
        <source>{pile}, top {cards}</source>
        <translation>{pile}, зверху {cards}</translation>
    </message>
    <message>
        <source>a new meld</source>
        <translation>нова комбінація</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>скид</translation>
    </message>
    <message>
        <source>{a} covered by {c}</source>
        <translation>{a} покрита {c}</translation>
    </message>
    <message>
        <source>{a}, not covered</source>
        <translation>{a}, не покрита</translation>
    </message>
    <message>
        <source>Table: {cards}</source>
        <translation>Стіл: {cards}</translation>
    </message>
    <message>
        <source>Table, empty</source>
        <translation>Стіл порожній</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>стіл</translation>
    </message>
    <message>
        <source>Pile, top {top}: {cards}</source>
        <translation>Рядок, зверху {top}: {cards}</translation>
    </message>
    <message>
        <source>Pile, empty</source>
        <translation>Рядок порожній</translation>
    </message>
    <message>
        <source>{stock}, {n} out of play</source>
        <translation>{stock}, вийшло з гри: {n}</translation>
    </message>
    <message>
        <source>the pile</source>
        <translation>рядок</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, можна зіграти</translation>
    </message>
    <message>
        <source>Your hand, {n}: {cards}</source>
        <translation>Ваша рука, {n}: {cards}</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Ваша рука порожня</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходить</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>ваш хід</translation>
    </message>
    <message>
        <source>{who} to play</source>
        <translation>ходить {who}</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>На столі немає гри.</translation>
    </message>
    <message>
        <source>No moves for you now: {turn}.</source>
        <translation>Зараз у вас немає ходів: {turn}.</translation>
    </message>
    <message>
        <source>No moves for you now.</source>
        <translation>Зараз у вас немає ходів.</translation>
    </message>
    <message>
        <source>; and {n} more</source>
        <translation>; і ще {n}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>The move to make glows on the table.</source>
        <translation>Хід, який треба зробити, підсвічено на столі.</translation>
    </message>
    <message>
        <source>No move on that key now. Press L for the legal moves.</source>
        <translation>Зараз на цій клавіші немає ходу. Натисніть L, щоб почути можливі ходи.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>Вибір знято.</translation>
    </message>
    <message>
        <source>{card} unselected.</source>
        <translation>{card}: вибір знято.</translation>
    </message>
    <message>
        <source>Target: {place}</source>
        <translation>Куди: {place}</translation>
    </message>
    <message>
        <source>Nothing can be played here. {area}</source>
        <translation>Сюди нічого не можна зіграти. {area}</translation>
    </message>
    <message>
        <source>Select cards in your hand first (Space), then come back here.</source>
        <translation>Спершу виберіть карти в руці (пробіл), потім поверніться сюди.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Koloda</source>
        <translation>Koloda</translation>
    </message>
    <message>
        <source>Something went wrong in Koloda (%s), and no crash log could be written.</source>
        <translation>У програмі Koloda сталася помилка (%s), і журнал збою записати не вдалося.</translation>
    </message>
    <message>
        <source>Something went wrong in Koloda; the details were saved in %s.</source>
        <translation>У програмі Koloda сталася помилка; подробиці збережено в %s.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is no game in progress.</source>
        <translation>Зараз немає розпочатої гри.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>That move is not allowed now: %s</source>
        <translation>Цей хід зараз не дозволений: %s</translation>
    </message>
    <message>
        <source>In a lesson the table shows the move to make.</source>
        <translation>В уроці стіл сам показує потрібний хід.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Немає вашого ходу, який можна скасувати.</translation>
    </message>
    <message>
        <source>There is no move to play again.</source>
        <translation>Немає ходу, який можна повторити.</translation>
    </message>
    <message>
        <source>A hint is only given on your turn.</source>
        <translation>Підказка доступна лише у ваш хід.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>someone</source>
        <translation>хтось</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вам</translation>
    </message>
    <message>
        <source>meld {n}</source>
        <translation>комбінації {n}</translation>
    </message>
    <message>
        <source>your {cards}</source>
        <translation>вашої комбінації {cards}</translation>
    </message>
    <message>
        <source>her own {cards}</source>
        <translation>своєї комбінації {cards}</translation>
    </message>
    <message>
        <source>his own {cards}</source>
        <translation>своєї комбінації {cards}</translation>
    </message>
    <message>
        <source>their own {cards}</source>
        <translation>своєї комбінації {cards}</translation>
    </message>
    <message>
        <source>{who}&apos;s {cards}</source>
        <translation>комбінації {cards} гравця {who}</translation>
    </message>
    <message>
        <source>{who} starts a new pile with {cards}</source>
        <translation>{who} починає новий рядок картою {cards}</translation>
    </message>
    <message>
        <source>You start a new pile with {cards}</source>
        <translation>Ви починаєте новий рядок картою {cards}</translation>
    </message>
    <message>
        <source>{who} plays {cards}</source>
        <translation>{who} кладе {cards}</translation>
    </message>
    <message>
        <source>You play {cards}</source>
        <translation>Ви кладете {cards}</translation>
    </message>
    <message>
        <source>{who} leads {cards}</source>
        <translation>{who} ходить: {cards}</translation>
    </message>
    <message>
        <source>You lead {cards}</source>
        <translation>Ви ходите: {cards}</translation>
    </message>
    <message>
        <source>{who} covers {attack} with {cover}</source>
        <translation>{who} б’є {attack} картою {cover}</translation>
    </message>
    <message>
        <source>You cover {attack} with {cover}</source>
        <translation>Ви б’єте {attack} картою {cover}</translation>
    </message>
    <message>
        <source>{who} says “take”</source>
        <translation>{who} каже «беру»</translation>
    </message>
    <message>
        <source>You say “take”</source>
        <translation>Ви кажете «беру»</translation>
    </message>
    <message>
        <source>{who} throws in {cards}</source>
        <translation>{who} підкидає {cards}</translation>
    </message>
    <message>
        <source>You throw in {cards}</source>
        <translation>Ви підкидаєте {cards}</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} пасує</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Ви пасуєте</translation>
    </message>
    <message>
        <source>all beaten: the cards are discarded</source>
        <translation>бито</translation>
    </message>
    <message>
        <source>{who} draws {n}</source>
        <translation>{who} бере з колоди: {n}</translation>
    </message>
    <message>
        <source>You draw {n}</source>
        <translation>Ви берете з колоди: {n}</translation>
    </message>
    <message>
        <source>{who} melds {cards}</source>
        <translation>{who} викладає комбінацію {cards}</translation>
    </message>
    <message>
        <source>You meld {cards}</source>
        <translation>Ви викладаєте комбінацію {cards}</translation>
    </message>
    <message>
        <source>{who} plays {cards} as a single on {meld}</source>
        <translation>{who} докладає {cards} до {meld}</translation>
    </message>
    <message>
        <source>You play {cards} as a single on {meld}</source>
        <translation>Ви докладаєте {cards} до {meld}</translation>
    </message>
    <message>
        <source>{who} discards {cards}</source>
        <translation>{who} скидає {cards}</translation>
    </message>
    <message>
        <source>You discard {cards}</source>
        <translation>Ви скидаєте {cards}</translation>
    </message>
    <message>
        <source>{who} ends the turn without discarding</source>
        <translation>{who} завершує хід без скидання</translation>
    </message>
    <message>
        <source>You end your turn without discarding</source>
        <translation>Ви завершуєте хід без скидання</translation>
    </message>
    <message>
        <source>the pile of {n} goes to {who}</source>
        <translation>рядок ({n}) іде до стопки гравця {who}</translation>
    </message>
    <message>
        <source>the pile of {n} goes to you</source>
        <translation>рядок ({n}) іде до вашої стопки</translation>
    </message>
    <message>
        <source>the pile of {n} is built: it goes to no one</source>
        <translation>рядок ({n}) побудовано, він не дістається нікому</translation>
    </message>
    <message>
        <source>{who} has no {rank} and no {suit}</source>
        <translation>{who}: немає ні {rank}, ні {suit}</translation>
    </message>
    <message>
        <source>you have no {rank} and no {suit}</source>
        <translation>у вас немає ні {rank}, ні {suit}</translation>
    </message>
    <message>
        <source>jack on jack: the pile of {n} is destroyed</source>
        <translation>валет на валета: рядок ({n}) згорає</translation>
    </message>
    <message>
        <source>three of a rank: {who} puts {n} from the stock on the stack</source>
        <translation>три однієї вартості: {who} бере до стопки з колоди: {n}</translation>
    </message>
    <message>
        <source>three of a rank: you put {n} from the stock on your stack</source>
        <translation>три однієї вартості: ви берете до своєї стопки з колоди: {n}</translation>
    </message>
    <message>
        <source>{card} costs {who} {n} from the stack</source>
        <translation>{card}: {who} втрачає зі стопки: {n}</translation>
    </message>
    <message>
        <source>{card} costs you {n} from your stack</source>
        <translation>{card}: ви втрачаєте зі своєї стопки: {n}</translation>
    </message>
    <message>
        <source>a new deal begins; {who} deals</source>
        <translation>нова роздача; роздає {who}</translation>
    </message>
    <message>
        <source>a new deal begins; you deal</source>
        <translation>нова роздача; роздаєте ви</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>роздачу закінчено</translation>
    </message>
    <message>
        <source>{who} is out</source>
        <translation>{who} виходить із гри</translation>
    </message>
    <message>
        <source>you are out</source>
        <translation>ви виходите з гри</translation>
    </message>
    <message>
        <source>a new hand begins</source>
        <translation>новий кон</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>кон закінчено</translation>
    </message>
    <message>
        <source>{who}&apos;s blind run J-Q-K or Q-K-A ends the hand</source>
        <translation>сліпа послідовність J-Q-K або Q-K-A ({who}) закінчує кон</translation>
    </message>
    <message>
        <source>your blind run J-Q-K or Q-K-A ends the hand</source>
        <translation>ваша сліпа послідовність J-Q-K або Q-K-A закінчує кон</translation>
    </message>
    <message>
        <source>the stock is empty: the hand ends with this turn</source>
        <translation>колода скінчилася: кон закінчується цим ходом</translation>
    </message>
    <message>
        <source>a whole round without a move: the hand ends</source>
        <translation>ціле коло без жодного ходу: кон закінчено</translation>
    </message>
    <message>
        <source>{who} scores {v:+d}</source>
        <translation>{who}: {v:+d} очк.</translation>
    </message>
    <message>
        <source>you score {v:+d}</source>
        <translation>ви: {v:+d} очк.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>гру закінчено</translation>
    </message>
    <message>
        <source>{who} picks up {n}</source>
        <translation>{who} забирає зі столу: {n}</translation>
    </message>
    <message>
        <source>you pick up {n}</source>
        <translation>ви забираєте зі столу: {n}</translation>
    </message>
    <message>
        <source>Game {n} of {m} begins</source>
        <translation>Починається гра {n} з {m}</translation>
    </message>
</context>
<context>
    <name>GameLogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Перебіг гри</translation>
    </message>
    <message>
        <source>Moves of the game, newest last</source>
        <translation>Ходи гри, останній унизу</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>%d–%d players</source>
        <translation>%d–%d гравців</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
    <message>
        <source>Play %s</source>
        <translation>Грати: %s</translation>
    </message>
    <message>
        <source>Start a new game of %s (%s)</source>
        <translation>Почати нову гру: %s (%s)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules of %s</source>
        <translation>Правила: %s</translation>
    </message>
    <message>
        <source>Read the rules of %s</source>
        <translation>Прочитати правила гри «%s»</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Ryadky</source>
        <translation>Рядки</translation>
    </message>
    <message>
        <source>Chuvash Rooster</source>
        <translation>Чуваський півень</translation>
    </message>
    <message>
        <source>Ditch Rummy</source>
        <translation>Забий Рамі</translation>
    </message>
    <message>
        <source>Follow rank or suit to grow the pile, grab piles for your stack, and end each deal with the biggest stack.</source>
        <translation>Кладіть карту тієї ж вартості або масті, ростіть рядок, забирайте рядки до своєї стопки й закінчуйте роздачу з найбільшою стопкою.</translation>
    </message>
    <message>
        <source>Attack and defend without trumps: spades beat hearts beat diamonds beat clubs. Whoever is left holding cards is the rooster.</source>
        <translation>Атакуйте й відбивайтеся без козирів: піки старші за чирви, чирви — за бубни, бубни — за трефи. Хто залишиться з картами — той півень.</translation>
    </message>
    <message>
        <source>Draw up to three, meld sets and blind runs, stick singles on any meld, and race to 500.</source>
        <translation>Беріть до трьох карт, викладайте набори й сліпі послідовності, докладайте карти до будь-якої комбінації та поспішайте до 500 очок.</translation>
    </message>
</context>
<context>
    <name>GestureInput</name>
    <message>
        <source>More than one move uses that: choose where with Up or Down.</source>
        <translation>Так можна піти по-різному: виберіть, куди, стрілками вгору або вниз.</translation>
    </message>
    <message>
        <source>More than one move uses that: drag it where you want it.</source>
        <translation>Так можна піти по-різному: перетягніть карту, куди треба.</translation>
    </message>
    <message>
        <source>That cannot be played now.</source>
        <translation>Так зараз піти не можна.</translation>
    </message>
    <message>
        <source>{c}: Enter plays it, Up and Down choose where.</source>
        <translation>{c}: Enter — зіграти, стрілки вгору й вниз — вибрати куди.</translation>
    </message>
    <message>
        <source>{c}: choose where with Up or Down, then Enter plays it.</source>
        <translation>{c}: виберіть куди стрілками вгору або вниз, потім Enter — зіграти.</translation>
    </message>
    <message>
        <source>{c}: click a highlighted place, or drag.</source>
        <translation>{c}: клацніть підсвічене місце або перетягніть.</translation>
    </message>
    <message>
        <source>{c} selected: select more cards, or another card.</source>
        <translation>Вибрано: {c}. Виберіть ще карти або іншу карту.</translation>
    </message>
    <message>
        <source>{c} cannot be played now.</source>
        <translation>{c} зараз зіграти не можна.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>{cards} and {last}</source>
        <translation>{cards} і {last}</translation>
    </message>
    <message>
        <source>{names} or {last}</source>
        <translation>{names} або {last}</translation>
    </message>
    <message>
        <source>you share the series only if {who} ends the rooster (CR-13)</source>
        <translation>серію ви поділите, лише якщо півнем стане {who} (CR-13)</translation>
    </message>
    <message>
        <source>the series is yours alone only if {who} ends the rooster (CR-13)</source>
        <translation>уся серія ваша, лише якщо півнем стане {who} (CR-13)</translation>
    </message>
    <message>
        <source>it beats {a}: the same suit, higher (CR-1)</source>
        <translation>вона б&apos;є {a}: та сама масть, старша (CR-1)</translation>
    </message>
    <message>
        <source>it beats {a}: a higher suit (CR-1)</source>
        <translation>вона б&apos;є {a}: старша масть (CR-1)</translation>
    </message>
    <message>
        <source>taking at once, nobody may throw in more (CR-6)</source>
        <translation>якщо взяти одразу, підкинути ніхто не зможе (CR-6)</translation>
    </message>
    <message>
        <source>a lead is cards of one suit (CR-4)</source>
        <translation>заходять картами однієї масті (CR-4)</translation>
    </message>
    <message>
        <source>a rank already on the table (CR-7)</source>
        <translation>така вартість уже є на столі (CR-7)</translation>
    </message>
    <message>
        <source>you let the bout end (CR-8)</source>
        <translation>ви даєте кону завершитися (CR-8)</translation>
    </message>
    <message>
        <source>you keep {n} more {suit}</source>
        <translation>у вас лишається ще {n} {suit}</translation>
    </message>
    <message>
        <source>it is your last {suit}</source>
        <translation>це ваша остання {suit}</translation>
    </message>
    <message>
        <source>with the stock empty, you go out (CR-10)</source>
        <translation>колода порожня, і ви виходите з гри (CR-10)</translation>
    </message>
    <message>
        <source>wins you the series</source>
        <translation>приносить вам перемогу в серії</translation>
    </message>
    <message>
        <source>gets you a share of the series</source>
        <translation>приносить вам частку в серії</translation>
    </message>
    <message>
        <source>wins you the series outright</source>
        <translation>приносить вам перемогу в серії одноосібно</translation>
    </message>
    <message>
        <source>gets you the larger share of the series</source>
        <translation>приносить вам більшу частку в серії</translation>
    </message>
    <message>
        <source>wins you the series (a shared series counted as part of a win)</source>
        <translation>приносить вам перемогу в серії (поділена серія рахується як частина перемоги)</translation>
    </message>
    <message>
        <source>gets you a share of the series (a smaller share counted for less)</source>
        <translation>приносить вам частку в серії (менша частка рахується менше)</translation>
    </message>
    <message>
        <source>keeps you out of the rooster&apos;s seat</source>
        <translation>рятує вас від ролі півня</translation>
    </message>
    <message>
        <source>almost always</source>
        <translation>майже завжди</translation>
    </message>
    <message>
        <source>about nine times in ten</source>
        <translation>приблизно в дев’яти випадках із десяти</translation>
    </message>
    <message>
        <source>about four times in five</source>
        <translation>приблизно в чотирьох випадках із п’яти</translation>
    </message>
    <message>
        <source>about three times in four</source>
        <translation>приблизно в трьох випадках із чотирьох</translation>
    </message>
    <message>
        <source>about two times in three</source>
        <translation>приблизно у двох випадках із трьох</translation>
    </message>
    <message>
        <source>a little more often than not</source>
        <translation>трохи частіше, ніж у половині випадків</translation>
    </message>
    <message>
        <source>a little less often than not</source>
        <translation>трохи рідше, ніж у половині випадків</translation>
    </message>
    <message>
        <source>about one time in three</source>
        <translation>приблизно в одному випадку з трьох</translation>
    </message>
    <message>
        <source>about one time in four</source>
        <translation>приблизно в одному випадку з чотирьох</translation>
    </message>
    <message>
        <source>about one time in five</source>
        <translation>приблизно в одному випадку з п’яти</translation>
    </message>
    <message>
        <source>about one time in ten</source>
        <translation>приблизно в одному випадку з десяти</translation>
    </message>
    <message>
        <source>hardly ever</source>
        <translation>майже ніколи</translation>
    </message>
    <message>
        <source>about half the time</source>
        <translation>приблизно в половині випадків</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>зіграти {card}</translation>
    </message>
    <message>
        <source>“{move}”</source>
        <translation>«{move}»</translation>
    </message>
    <message>
        <source>Worked out to the end, this {outcome} every time.</source>
        <translation>Прораховано до кінця: цей хід {outcome} за будь-якого розкладу.</translation>
    </message>
    <message>
        <source>Worked out to the end, no move {outcome}.</source>
        <translation>Прораховано до кінця: жоден хід не {outcome}.</translation>
    </message>
    <message>
        <source>The odds that this {outcome} are about even.</source>
        <translation>Шанси, що цей хід {outcome}, приблизно рівні.</translation>
    </message>
    <message>
        <source>Worked out to the end, this {outcome} {odds}.</source>
        <translation>Прораховано до кінця: цей хід {outcome} {odds}.</translation>
    </message>
    <message>
        <source>This {outcome} {odds}.</source>
        <translation>Цей хід {outcome} {odds}.</translation>
    </message>
    <message>
        <source>every time</source>
        <translation>за будь-якого розкладу</translation>
    </message>
    <message>
        <source>never</source>
        <translation>за жодного розкладу</translation>
    </message>
    <message>
        <source>This keeps your team about level with the other team this hand.</source>
        <translation>З цим ходом до кінця кону ваша команда приблизно нарівні з іншою.</translation>
    </message>
    <message>
        <source>This keeps you about level with your opponent this hand.</source>
        <translation>З цим ходом до кінця кону ви приблизно нарівні із суперником.</translation>
    </message>
    <message>
        <source>This keeps you about level with the others this hand.</source>
        <translation>З цим ходом до кінця кону ви приблизно нарівні із суперниками.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>Іншого ходу немає.</translation>
    </message>
    <message>
        <source>Worked out to the end, this is the best move.</source>
        <translation>Прораховано до кінця: це найкращий хід.</translation>
    </message>
    <message>
        <source>{alt} would do just as well: either is fine here.</source>
        <translation>Хід {alt} був би нічим не гірший: тут годиться будь-який із двох.</translation>
    </message>
    <message>
        <source>{alt} would do about as well: either is fine here.</source>
        <translation>Хід {alt} був би майже такий самий добрий: тут годиться будь-який із двох.</translation>
    </message>
    <message>
        <source>It is clearly better than {alt}, the next best.</source>
        <translation>Він явно кращий за наступний за силою хід: {alt}.</translation>
    </message>
    <message>
        <source>Worked out to the end: {moves}.</source>
        <translation>Прораховано до кінця: {moves}.</translation>
    </message>
    <message>
        <source>Over {n} sampled deals: {moves} (± one standard error).</source>
        <translation>На {n} пробних розкладах: {moves} (± одна стандартна похибка).</translation>
    </message>
    <message>
        <source>Moves within {m} of the best count as equally good.</source>
        <translation>Ходи, що відстають від найкращого не більше ніж на {m}, вважаються рівноцінними.</translation>
    </message>
    <message>
        <source>{move}: {why}.</source>
        <translation>{move} — {why}.</translation>
    </message>
    <message>
        <source>the set {cards} scores {p} (DR-3a, DR-6)</source>
        <translation>набір {cards} приносить {p} (DR-3a, DR-6)</translation>
    </message>
    <message>
        <source>the run {cards} scores {p} (DR-3b, DR-6)</source>
        <translation>послідовність {cards} приносить {p} (DR-3b, DR-6)</translation>
    </message>
    <message>
        <source>{cards} on your own meld scores {p} (DR-3c, DR-6)</source>
        <translation>{cards} до вашої власної комбінації приносить {p} (DR-3c, DR-6)</translation>
    </message>
    <message>
        <source>{cards} on {who}&apos;s meld scores {p} for you (DR-3c, DR-6)</source>
        <translation>{cards} до комбінації гравця {who} приносить вам {p} (DR-3c, DR-6)</translation>
    </message>
    <message>
        <source>the discard ends your turn and scores nothing (DR-4)</source>
        <translation>скид завершує хід і очок не дає (DR-4)</translation>
    </message>
    <message>
        <source>you keep your cards for later melds and singles; a card still in hand when the hand ends costs 2, an ace 10 (DR-4, DR-6)</source>
        <translation>ви залишаєте карти, щоб викласти чи докласти їх пізніше; карта, що лишилася в руці наприкінці кону, коштує 2 очки штрафу, туз 10 (DR-4, DR-6)</translation>
    </message>
    <message>
        <source>your hand is empty: nothing to discard (DR-4)</source>
        <translation>рука порожня: скидати нічого (DR-4)</translation>
    </message>
    <message>
        <source>it ends the hand (DR-5a)</source>
        <translation>це завершує кон (DR-5a)</translation>
    </message>
    <message>
        <source>the stock is out: the hand ends (DR-5b)</source>
        <translation>колода скінчилася: кон завершується (DR-5b)</translation>
    </message>
    <message>
        <source>a round with no meld ends the hand (DR-5c)</source>
        <translation>коло без викладених комбінацій завершує кон (DR-5c)</translation>
    </message>
    <message>
        <source>that wins the match (DR-7)</source>
        <translation>це приносить перемогу в партії (DR-7)</translation>
    </message>
    <message>
        <source>that shares the match: equal highest totals (DR-7)</source>
        <translation>це ділить перемогу в партії: рівні найкращі суми (DR-7)</translation>
    </message>
    <message>
        <source>wins you the match</source>
        <translation>приносить вам перемогу в партії</translation>
    </message>
    <message>
        <source>on the table you are level with the others</source>
        <translation>за викладеними картами ви нарівні із суперниками</translation>
    </message>
    <message>
        <source>it takes the stock&apos;s last cards: the hand ends with this turn (DR-5b)</source>
        <translation>ви берете останні карти колоди: кон закінчиться з цим ходом (DR-5b)</translation>
    </message>
    <message>
        <source>three cards in hand give you the most chances to meld a set or a run (DR-2)</source>
        <translation>із трьома картами в руці найбільше шансів викласти набір або послідовність (DR-2)</translation>
    </message>
    <message>
        <source>a small hand costs less if the hand ends: 2 a card, 10 an ace (DR-6)</source>
        <translation>що менше карт у руці, то менший штраф, якщо кон закінчиться: 2 за карту, 10 за туза (DR-6)</translation>
    </message>
    <message>
        <source>it opens a new pile (RY-7)</source>
        <translation>це починає новий рядок (RY-7)</translation>
    </message>
    <message>
        <source>the same rank as the pile&apos;s last card (RY-3)</source>
        <translation>та сама вартість, що в останньої карти рядка (RY-3)</translation>
    </message>
    <message>
        <source>the same suit as the pile&apos;s last card (RY-3)</source>
        <translation>та сама масть, що в останньої карти рядка (RY-3)</translation>
    </message>
    <message>
        <source>nobody else holds cards: the pile is built (RY-5)</source>
        <translation>більше ні в кого немає карт: рядок побудовано (RY-5)</translation>
    </message>
</context>
<context>
    <name>HintCounts</name>
    <message numerus="yes">
        <source>three of a rank: %n stock card(s) onto your stack (RY-6a)</source>
        <translation>
            <numerusform>три однієї вартості: %n карта з колоди до вашої стопки (RY-6a)</numerusform>
            <numerusform>три однієї вартості: %n карти з колоди до вашої стопки (RY-6a)</numerusform>
            <numerusform>три однієї вартості: %n карт з колоди до вашої стопки (RY-6a)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}&apos;s stack loses %n card(s) (RY-6b)</source>
        <translation>
            <numerusform>{who} втрачає %n карту зі своєї стопки (RY-6b)</numerusform>
            <numerusform>{who} втрачає %n карти зі своєї стопки (RY-6b)</numerusform>
            <numerusform>{who} втрачає %n карт зі своєї стопки (RY-6b)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a jack on a jack destroys the pile (%n card(s)) (RY-6c)</source>
        <translation>
            <numerusform>валет на валета спалює рядок (%n карта) (RY-6c)</numerusform>
            <numerusform>валет на валета спалює рядок (%n карти) (RY-6c)</numerusform>
            <numerusform>валет на валета спалює рядок (%n карт) (RY-6c)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} cannot answer it, so the pile (%n card(s)) is yours (RY-4)</source>
        <translation>
            <numerusform>{who} не може відповісти, тож рядок (%n карта) ваш (RY-4)</numerusform>
            <numerusform>{who} не може відповісти, тож рядок (%n карти) ваш (RY-4)</numerusform>
            <numerusform>{who} не може відповісти, тож рядок (%n карт) ваш (RY-4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you pick up %n card(s) (CR-9)</source>
        <translation>
            <numerusform>ви забираєте %n карту (CR-9)</numerusform>
            <numerusform>ви забираєте %n карти (CR-9)</numerusform>
            <numerusform>ви забираєте %n карт (CR-9)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This should gain you about %n point(s) more than the others this hand.</source>
        <translation>
            <numerusform>До кінця кону цей хід має принести вам приблизно на %n очко більше, ніж суперникам.</numerusform>
            <numerusform>До кінця кону цей хід має принести вам приблизно на %n очки більше, ніж суперникам.</numerusform>
            <numerusform>До кінця кону цей хід має принести вам приблизно на %n очок більше, ніж суперникам.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This should gain you about %n point(s) more than your opponent this hand.</source>
        <translation>
            <numerusform>До кінця кону цей хід має принести вам приблизно на %n очко більше, ніж суперникові.</numerusform>
            <numerusform>До кінця кону цей хід має принести вам приблизно на %n очки більше, ніж суперникові.</numerusform>
            <numerusform>До кінця кону цей хід має принести вам приблизно на %n очок більше, ніж суперникові.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even at best, your opponent should gain about %n point(s) more than you this hand.</source>
        <translation>
            <numerusform>Навіть за найкращої гри суперник до кінця кону набере приблизно на %n очко більше, ніж ви.</numerusform>
            <numerusform>Навіть за найкращої гри суперник до кінця кону набере приблизно на %n очки більше, ніж ви.</numerusform>
            <numerusform>Навіть за найкращої гри суперник до кінця кону набере приблизно на %n очок більше, ніж ви.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This should gain your team about %n point(s) more than the other team this hand.</source>
        <translation>
            <numerusform>До кінця кону цей хід має принести вашій команді приблизно на %n очко більше, ніж іншій.</numerusform>
            <numerusform>До кінця кону цей хід має принести вашій команді приблизно на %n очки більше, ніж іншій.</numerusform>
            <numerusform>До кінця кону цей хід має принести вашій команді приблизно на %n очок більше, ніж іншій.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even at best, the other team should gain about %n point(s) more than yours this hand.</source>
        <translation>
            <numerusform>Навіть за найкращої гри інша команда до кінця кону набере приблизно на %n очко більше, ніж ваша.</numerusform>
            <numerusform>Навіть за найкращої гри інша команда до кінця кону набере приблизно на %n очки більше, ніж ваша.</numerusform>
            <numerusform>Навіть за найкращої гри інша команда до кінця кону набере приблизно на %n очок більше, ніж ваша.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even at best, the others should gain about %n point(s) more than you this hand.</source>
        <translation>
            <numerusform>Навіть за найкращої гри суперники до кінця кону наберуть приблизно на %n очко більше, ніж ви.</numerusform>
            <numerusform>Навіть за найкращої гри суперники до кінця кону наберуть приблизно на %n очки більше, ніж ви.</numerusform>
            <numerusform>Навіть за найкращої гри суперники до кінця кону наберуть приблизно на %n очок більше, ніж ви.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the table you are %n point(s) ahead</source>
        <translation>
            <numerusform>за викладеними картами ви попереду на %n очко</numerusform>
            <numerusform>за викладеними картами ви попереду на %n очки</numerusform>
            <numerusform>за викладеними картами ви попереду на %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the table you are %n point(s) behind</source>
        <translation>
            <numerusform>за викладеними картами ви позаду на %n очко</numerusform>
            <numerusform>за викладеними картами ви позаду на %n очки</numerusform>
            <numerusform>за викладеними картами ви позаду на %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{alt} would end the hand and lose the match: you would need %n point(s) more (DR-7).</source>
        <translation>
            <numerusform>Варіант {alt} завершив би кон і програв партію: вам потрібно ще %n очко (DR-7).</numerusform>
            <numerusform>Варіант {alt} завершив би кон і програв партію: вам потрібно ще %n очка (DR-7).</numerusform>
            <numerusform>Варіант {alt} завершив би кон і програв партію: вам потрібно ще %n очок (DR-7).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ending the hand now loses the match: you need %n point(s) more (DR-7)</source>
        <translation>
            <numerusform>якщо завершити кон зараз, партію програно: потрібно ще %n очко (DR-7)</numerusform>
            <numerusform>якщо завершити кон зараз, партію програно: потрібно ще %n очка (DR-7)</numerusform>
            <numerusform>якщо завершити кон зараз, партію програно: потрібно ще %n очок (DR-7)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Відкрити мережеву гру</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <source>Open the Table</source>
        <translation>Відкрити стіл</translation>
    </message>
    <message>
        <source>Open the table and wait for friends (Enter)</source>
        <translation>Відкрити стіл і чекати на друзів (Enter)</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Ваше ім&apos;я за столом</translation>
    </message>
    <message>
        <source>Your name: the other players see it</source>
        <translation>Ваше ім&apos;я: його побачать інші гравці</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше ім&apos;я:</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Друг</translation>
    </message>
    <message>
        <source>Who plays seat %d</source>
        <translation>Хто грає на місці %d</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Місце %d</translation>
    </message>
    <message>
        <source>When the match starts, the computer plays each seat no friend has taken, until a friend joins it.</source>
        <translation>Коли партія почнеться, за кожне місце, якого не зайняв друг, грає комп’ютер, доки друг не сяде на нього.</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>There is no game in progress.</source>
        <translation>Зараз немає розпочатої гри.</translation>
    </message>
    <message>
        <source>That move is not allowed now: %s</source>
        <translation>Цей хід зараз не дозволений: %s</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Приєднатися до мережевої гри</translation>
    </message>
    <message>
        <source>Tables on the local network</source>
        <translation>Столи в локальній мережі</translation>
    </message>
    <message>
        <source>address:port, e.g. 192.168.1.20:%d</source>
        <translation>адреса:порт, наприклад 192.168.1.20:%d</translation>
    </message>
    <message>
        <source>Address of the table</source>
        <translation>Адреса столу</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код входу</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Ваше ім&apos;я за столом</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Адреса:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Код входу:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше ім&apos;я:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Приєднатися</translation>
    </message>
    <message>
        <source>Tables on the local network:</source>
        <translation>Столи в локальній мережі:</translation>
    </message>
    <message>
        <source>%s — %s, %d players, %d free</source>
        <translation>%s — %s, гравців: %d, вільних місць: %d</translation>
    </message>
    <message>
        <source>Tables cannot be listed on this network: type the address the host shows.</source>
        <translation>У цій мережі столів не видно: введіть адресу, яку показує господар столу.</translation>
    </message>
    <message>
        <source>Tables are kept on this computer (loopback): type the address the host shows.</source>
        <translation>Столи лишаються на цьому комп’ютері (loopback): введіть адресу, яку показує господар столу.</translation>
    </message>
    <message>
        <source>Listening for tables…</source>
        <translation>Шукаємо столи…</translation>
    </message>
    <message>
        <source>Choose a table, or type the address the host shows.</source>
        <translation>Виберіть стіл або введіть адресу, яку показує господар столу.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address, such as 192.168.1.20:47142.</source>
        <translation>Введіть адресу столу, наприклад 192.168.1.20:47142.</translation>
    </message>
    <message>
        <source>Type the join code the host shows.</source>
        <translation>Введіть код входу, який показує господар столу.</translation>
    </message>
    <message>
        <source>Type your name: the other players see it.</source>
        <translation>Введіть своє ім&apos;я: його побачать інші гравці.</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Move the cursor along your hand</source>
        <translation>Рухати курсор по своїх картах</translation>
    </message>
    <message>
        <source>Move the cursor to the first or last card</source>
        <translation>Курсор на першу або останню карту</translation>
    </message>
    <message>
        <source>Select the card under the cursor (or unselect it)</source>
        <translation>Вибрати карту під курсором (або зняти вибір)</translation>
    </message>
    <message>
        <source>Choose where the selected cards go</source>
        <translation>Вибрати, куди підуть вибрані карти</translation>
    </message>
    <message>
        <source>Play the selected cards there, or where they fit</source>
        <translation>Зіграти вибрані карти туди або туди, куди вони підходять</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Зняти вибір</translation>
    </message>
    <message>
        <source>Go to the next or previous place: your hand, the table, each player, the buttons</source>
        <translation>До наступного або попереднього місця: ваша рука, стіл, кожен гравець, кнопки</translation>
    </message>
    <message>
        <source>On a place of the table: play the selected cards there (the stock draws)</source>
        <translation>На місці столу: зіграти туди вибрані карти (на колоді — взяти карти)</translation>
    </message>
    <message>
        <source>Read the table aloud: whose turn, your hand, each place</source>
        <translation>Прочитати стіл уголос: чий хід, ваша рука, кожне місце</translation>
    </message>
    <message>
        <source>Read your legal moves aloud</source>
        <translation>Прочитати вголос ваші можливі ходи</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Вікно</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Початковий екран</translation>
    </message>
    <message>
        <source>Play %s</source>
        <translation>Грати в «%s»</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Клавіатура</translation>
    </message>
    <message>
        <source>Play with the mouse (drag, click a card then a place, double-click) or with these keys. A button&apos;s key is shown on the button.</source>
        <translation>Грайте мишею (перетягуйте карту, клацайте карту й місце, двічі клацайте) або цими клавішами. Клавішу кнопки написано на самій кнопці.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Де</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Що робить</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Leave the Lesson</source>
        <translation>Вийти з уроку</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>Step %d of %d</source>
        <translation>Крок %d з %d</translation>
    </message>
</context>
<context>
    <name>LessonRun</name>
    <message>
        <source>In this lesson, wait for your turn.</source>
        <translation>У цьому уроці дочекайтеся свого ходу.</translation>
    </message>
    <message>
        <source>Well done. Now watch %s&apos;s move.</source>
        <translation>Чудово. Тепер дивіться, як ходить %s.</translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation>Чудово.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Koloda is already running but does not answer. Close it (or end it) and start Koloda again.</source>
        <translation>Програма Koloda вже запущена, але не відповідає. Закрийте її (або завершіть процес) і запустіть Koloda знову.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card table</source>
        <translation>Ігровий стіл</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Відкрити &amp;нещодавнє</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель інструментів</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Показувати &amp;панель інструментів</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Відкрити збережену гру</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Зберегти цю гру у файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;хід</translation>
    </message>
    <message>
        <source>Close Koloda (your game is kept)</source>
        <translation>Закрити Koloda (гру буде збережено)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Нова…</translation>
    </message>
    <message>
        <source>Choose a game and opponents</source>
        <translation>Обрати гру й суперників</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>Play this match again</source>
        <translation>Зіграти цю партію заново</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Головне меню</translation>
    </message>
    <message>
        <source>Back to the three games</source>
        <translation>Повернутися до вибору гри</translation>
    </message>
    <message>
        <source>Show Game &amp;Log</source>
        <translation>Показувати &amp;перебіг гри</translation>
    </message>
    <message>
        <source>Show the moves of the game in words</source>
        <translation>Ходи гри словами</translation>
    </message>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>&amp;Відкрити мережеву гру…</translation>
    </message>
    <message>
        <source>Open a table for friends on the local network</source>
        <translation>Відкрити стіл для друзів у локальній мережі</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>Приєднатися до м&amp;ережевої гри…</translation>
    </message>
    <message>
        <source>Sit at a friend&apos;s table on the network</source>
        <translation>Сісти за стіл друга в мережі</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Повернути свій останній хід</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Пов&amp;торити</translation>
    </message>
    <message>
        <source>Play again the move you took back</source>
        <translation>Знову зіграти скасований хід</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>Show what the strongest AI would do</source>
        <translation>Показати, як зіграв би найсильніший ШІ</translation>
    </message>
    <message>
        <source>&amp;Play the Hint</source>
        <translation>&amp;Зіграти підказку</translation>
    </message>
    <message>
        <source>Play the move the hint shows</source>
        <translation>Зіграти хід, який показує підказка</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Демо</translation>
    </message>
    <message>
        <source>Let the computer play your hand</source>
        <translation>Нехай комп’ютер грає за вас</translation>
    </message>
    <message>
        <source>Re&amp;view Last Round…</source>
        <translation>Роз&amp;бір останнього кону…</translation>
    </message>
    <message>
        <source>See which of your decisions in the last round cost you</source>
        <translation>Які ваші рішення за останній кон коштували вам очок чи шансів</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Your results and plots</source>
        <translation>Ваші результати й графіки</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Н&amp;алаштування…</translation>
    </message>
    <message>
        <source>Change how Koloda looks</source>
        <translation>Вигляд, мова та поведінка Koloda</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>Зв&amp;ук</translation>
    </message>
    <message>
        <source>Play the sounds of the table (M mutes)</source>
        <translation>Звуки столу (M вимикає їх)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <source>Use the whole screen for the table</source>
        <translation>Віддати столу весь екран</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>П&amp;равила цієї гри</translation>
    </message>
    <message>
        <source>How to play the game on the table</source>
        <translation>Як грати в гру на столі</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавіатура…</translation>
    </message>
    <message>
        <source>Every key of the window and the table</source>
        <translation>Усі клавіші вікна й столу</translation>
    </message>
    <message>
        <source>&amp;About Koloda</source>
        <translation>&amp;Про програму Koloda</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Версія та ліцензія</translation>
    </message>
    <message>
        <source>Rules of %s</source>
        <translation>Правила: %s</translation>
    </message>
    <message>
        <source>How to play %s</source>
        <translation>Як грати: %s</translation>
    </message>
    <message>
        <source>Learn to Play %s</source>
        <translation>Вчитися грати: %s</translation>
    </message>
    <message>
        <source>A guided first game of %s</source>
        <translation>Перша гра в %s з підказками на кожному кроці</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>Choose a game to play.</source>
        <translation>Оберіть гру.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Покинути гру?</translation>
    </message>
    <message>
        <source>Your game of %s is not finished. Abandon it?</source>
        <translation>Гру «%s» не закінчено. Покинути її?</translation>
    </message>
    <message>
        <source>This game was saved by an earlier version of Koloda. It goes on from where you left it; nothing is lost.</source>
        <translation>Цю гру збережено ранішою версією Koloda. Вона продовжується з того місця, де ви зупинилися; нічого не втрачено.</translation>
    </message>
    <message>
        <source>New game of %s</source>
        <translation>Нова гра: %s</translation>
    </message>
    <message>
        <source>Lesson: %s</source>
        <translation>Урок: %s</translation>
    </message>
    <message>
        <source>Lesson finished: %s</source>
        <translation>Урок пройдено: %s</translation>
    </message>
    <message>
        <source>Game resumed</source>
        <translation>Гру продовжено</translation>
    </message>
    <message>
        <source>This round&apos;s moves were not kept, so it cannot be reviewed.</source>
        <translation>Ходи цього кону не збереглися, тож розібрати його не можна.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>легкий</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>середній</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>сильний</translation>
    </message>
    <message>
        <source>The computer plays for you…</source>
        <translation>Комп&apos;ютер грає за вас…</translation>
    </message>
    <message>
        <source>About Koloda</source>
        <translation>Про програму Koloda</translation>
    </message>
    <message>
        <source>You took back your move.</source>
        <translation>Ви скасували свій хід.</translation>
    </message>
    <message>
        <source>%s, game %d of %d</source>
        <translation>%s, гра %d з %d</translation>
    </message>
    <message>
        <source>%s&apos;s turn</source>
        <translation>Ходить %s</translation>
    </message>
    <message>
        <source>%s is thinking…</source>
        <translation>%s думає…</translation>
    </message>
    <message>
        <source>Sound on, but this computer has no sound device Koloda can open</source>
        <translation>Звук увімкнено, але на цьому комп&apos;ютері немає звукового пристрою, який Koloda може відкрити</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Звук увімкнено</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Звук вимкнено</translation>
    </message>
    <message>
        <source>Quit Koloda? Your game is kept and offered when you start again.</source>
        <translation>Вийти з програми Koloda? Гру буде збережено, і наступного запуску її можна буде продовжити.</translation>
    </message>
    <message>
        <source>Quit Koloda? This game will be lost.</source>
        <translation>Вийти з програми Koloda? Цю гру буде втрачено.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Вихід</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Koloda</source>
        <translation>Koloda</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продовжити гру</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <translation>Гра продовжується з того місця, де ви зупинилися.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Немає гри для збереження.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <source>Koloda games (*.koloda)</source>
        <translation>Ігри Koloda (*.koloda)</translation>
    </message>
    <message>
        <source>Game saved to %s</source>
        <translation>Гру збережено в %s</translation>
    </message>
    <message>
        <source>Resume your %s game?

No keeps it in File &gt; Open Recent.</source>
        <translation>Продовжити вашу гру «%s»?

Якщо відповісти «Ні», вона залишиться в меню Файл &gt; Відкрити нещодавнє.</translation>
    </message>
    <message>
        <source>Your %s game was kept as %s: File &gt; Open Recent opens it.</source>
        <translation>Вашу гру «%s» збережено як %s: її відкриє Файл &gt; Відкрити нещодавнє.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <source>This file cannot be opened: %s</source>
        <translation>Цей файл не можна відкрити: %s</translation>
    </message>
    <message>
        <source>Opened %s</source>
        <translation>Відкрито файл %s</translation>
    </message>
    <message>
        <source>Undo is turned off in the settings.</source>
        <translation>Скасування ходів вимкнено в налаштуваннях.</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Ваш останній хід скасовано.</translation>
    </message>
    <message>
        <source>Your move was played again.</source>
        <translation>Ваш хід зіграно знову.</translation>
    </message>
    <message>
        <source>The computer plays your hand. Turn Demo off to play again.</source>
        <translation>Комп’ютер грає за вас. Вимкніть «Демо», щоб знову грати самому.</translation>
    </message>
    <message>
        <source>Hints are turned off in the settings.</source>
        <translation>Підказки вимкнено в налаштуваннях.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Шукаю добрий хід…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>Цього разу підказки немає.</translation>
    </message>
    <message>
        <source>Hint: %s</source>
        <translation>Підказка: %s</translation>
    </message>
    <message>
        <source>Last match</source>
        <translation>Остання партія</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Поточна партія</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Olena</source>
        <translation>Олена</translation>
    </message>
    <message>
        <source>Taras</source>
        <translation>Тарас</translation>
    </message>
    <message>
        <source>Iryna</source>
        <translation>Ірина</translation>
    </message>
    <message>
        <source>Mykola</source>
        <translation>Микола</translation>
    </message>
    <message>
        <source>Oksana</source>
        <translation>Оксана</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>Богдан</translation>
    </message>
    <message>
        <source>Halyna</source>
        <translation>Галина</translation>
    </message>
    <message>
        <source>Petro</source>
        <translation>Петро</translation>
    </message>
    <message>
        <source>%s and %s</source>
        <translation>%s і %s</translation>
    </message>
</context>
<context>
    <name>NamesGenitive</name>
    <message>
        <source>Olena</source>
        <translation>Олени</translation>
    </message>
    <message>
        <source>Taras</source>
        <translation>Тараса</translation>
    </message>
    <message>
        <source>Iryna</source>
        <translation>Ірини</translation>
    </message>
    <message>
        <source>Mykola</source>
        <translation>Миколи</translation>
    </message>
    <message>
        <source>Oksana</source>
        <translation>Оксани</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>Богдана</translation>
    </message>
    <message>
        <source>Halyna</source>
        <translation>Галини</translation>
    </message>
    <message>
        <source>Petro</source>
        <translation>Петра</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The table of %s you were hosting did not finish. Open it again for the same friends, with the same join code?</source>
        <translation>Стіл «%s», який ви відкривали, не дограно. Відкрити його знову для тих самих друзів, з тим самим кодом входу?</translation>
    </message>
    <message>
        <source>The table you were hosting could not be read, so it cannot be opened again. The file was kept as %s.</source>
        <translation>Стіл, який ви відкривали, не вдалося прочитати, тож відкрити його знову не можна. Файл збережено як %s.</translation>
    </message>
    <message>
        <source>Your game of %s waits here: it is back when you leave the table.</source>
        <translation>Ваша гра «%s» чекає тут: вона повернеться, коли ви підете з-за столу.</translation>
    </message>
    <message>
        <source>The table could not be opened: %s</source>
        <translation>Не вдалося відкрити стіл: %s</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Мережева гра</translation>
    </message>
    <message>
        <source>computer, easy</source>
        <translation>комп&apos;ютер, легкий</translation>
    </message>
    <message>
        <source>computer, normal</source>
        <translation>комп&apos;ютер, звичайний</translation>
    </message>
    <message>
        <source>computer, hard</source>
        <translation>комп&apos;ютер, сильний</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Місце %d</translation>
    </message>
    <message>
        <source>%s, 4 players in teams: seats 1 and 3 against seats 2 and 4</source>
        <translation>%s, 4 гравці командами: місця 1 і 3 проти місць 2 і 4</translation>
    </message>
    <message>
        <source>%s (you)</source>
        <translation>%s (ви)</translation>
    </message>
    <message>
        <source>the computer plays until a friend joins</source>
        <translation>за нього грає комп&apos;ютер, доки не приєднається друг</translation>
    </message>
    <message>
        <source>%s — the computer plays for them</source>
        <translation>%s — за нього грає комп&apos;ютер</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>чекаємо на друга</translation>
    </message>
    <message>
        <source>Seat %d: %s</source>
        <translation>Місце %d: %s</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Почати партію</translation>
    </message>
    <message>
        <source>Start now: the computer plays every friend&apos;s seat still empty</source>
        <translation>Почати зараз: за кожне вільне місце друга грає комп&apos;ютер</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Закрити стіл</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Піти</translation>
    </message>
    <message>
        <source>&amp;Try Again…</source>
        <translation>&amp;Ще раз…</translation>
    </message>
    <message>
        <source>Join a Network Game again, with the address and the code you typed</source>
        <translation>Знову приєднатися до мережевої гри, з набраними адресою й кодом</translation>
    </message>
    <message>
        <source>Friends join at %s</source>
        <translation>Друзі приєднуються за адресою %s</translation>
    </message>
    <message>
        <source>Join code: %s</source>
        <translation>Код входу: %s</translation>
    </message>
    <message>
        <source>Tell your friends the code. They choose Game &gt; Join a Network Game; the table is listed there, or they type the address.</source>
        <translation>Скажіть друзям код. Вони вибирають «Гра &gt; Приєднатися до мережевої гри»; стіл буде у списку, або можна ввести адресу.</translation>
    </message>
    <message>
        <source>Tell your friends the address and the code. They choose Game &gt; Join a Network Game and type them.</source>
        <translation>Скажіть друзям адресу й код. Вони вибирають «Гра &gt; Приєднатися до мережевої гри» і вводять їх.</translation>
    </message>
    <message>
        <source>The host starts the match.</source>
        <translation>Партію починає господар столу.</translation>
    </message>
    <message>
        <source>You took too long: the computer made that move for you.</source>
        <translation>Ви думали надто довго: цей хід за вас зробив комп&apos;ютер.</translation>
    </message>
    <message>
        <source>%s has joined the table.</source>
        <translation>%s сідає за стіл.</translation>
    </message>
    <message>
        <source>%s is back at the table.</source>
        <translation>%s знову за столом.</translation>
    </message>
    <message>
        <source>%s has left; the computer plays their seat if they do not come back.</source>
        <translation>%s виходить з-за столу; якщо не повернеться, за це місце зіграє комп&apos;ютер.</translation>
    </message>
    <message>
        <source>The computer plays %s&apos;s seat until they come back.</source>
        <translation>Комп&apos;ютер грає за гравця %s, доки той не повернеться.</translation>
    </message>
    <message>
        <source>No friend has taken %s: the computer plays it until one joins.</source>
        <translation>%s вільне: за нього грає комп&apos;ютер, доки не приєднається друг.</translation>
    </message>
    <message>
        <source>%s took too long: the computer moved for them.</source>
        <translation>%s надто довго думає: цей хід зробив комп&apos;ютер.</translation>
    </message>
    <message>
        <source>No table answers at %s: check the address, and that the host&apos;s table is open.</source>
        <translation>За адресою %s стіл не відповідає: перевірте адресу і чи відкритий стіл у господаря.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Господар закрив стіл.</translation>
    </message>
    <message>
        <source>The host is gone: the connection to the table was lost.</source>
        <translation>Господар столу зник: зв&apos;язок зі столом втрачено.</translation>
    </message>
    <message>
        <source>You joined this table again from another window.</source>
        <translation>Ви знову сіли за цей стіл з іншого вікна.</translation>
    </message>
    <message>
        <source>Waiting for the host to open the table at %s again…</source>
        <translation>Чекаємо, доки господар знову відкриє стіл %s…</translation>
    </message>
    <message>
        <source>The join code is wrong.</source>
        <translation>Неправильний код входу.</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat at this table is taken.</source>
        <translation>Усі місця для друзів за цим столом зайняті.</translation>
    </message>
    <message>
        <source>This table is hosted by another version of Koloda.</source>
        <translation>Цей стіл відкрито іншою версією Koloda.</translation>
    </message>
    <message>
        <source>That name cannot be used at this table; choose another.</source>
        <translation>Це ім&apos;я не можна використати за цим столом; виберіть інше.</translation>
    </message>
    <message>
        <source>The host answered with a table this version cannot show.</source>
        <translation>Господар надіслав стіл, який ця версія не може показати.</translation>
    </message>
    <message>
        <source>The host refused: %s</source>
        <translation>Господар столу відмовив: %s</translation>
    </message>
    <message>
        <source>The host refused the move: %s</source>
        <translation>Господар столу не прийняв хід: %s</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Підказка</translation>
    </message>
    <message>
        <source>&amp;Play the Hint</source>
        <translation>&amp;Зіграти підказку</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Піти з-за столу</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;хід</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>П&amp;равила цієї гри</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Повний екран</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавіатура…</translation>
    </message>
    <message>
        <source>%s&apos;s table</source>
        <translation>Стіл гравця %s</translation>
    </message>
    <message>
        <source>This table could not be announced on the network: %s</source>
        <translation>Цей стіл не вдалося оголосити в мережі: %s</translation>
    </message>
    <message>
        <source>Leave the table? The match stops for everyone at it; Host a Network Game opens it again for the same friends.</source>
        <translation>Піти з-за столу? Партія зупиниться для всіх за ним; «Відкрити мережеву гру» відкриє його знову для тих самих друзів.</translation>
    </message>
    <message>
        <source>Leave the table? The computer plays your seat until you join again with the same code.</source>
        <translation>Піти з-за столу? Комп’ютер гратиме за вас, доки ви не повернетеся з тим самим кодом.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Піти з-за столу</translation>
    </message>
    <message>
        <source>%s, %d players</source>
        <translation>%s, гравців: %d</translation>
    </message>
    <message>
        <source>Joining the table at %s…</source>
        <translation>Під&apos;єднуємося до столу %s…</translation>
    </message>
    <message>
        <source>%s at a network table</source>
        <translation>%s за мережевим столом</translation>
    </message>
    <message>
        <source>computer plays</source>
        <translation>грає комп&apos;ютер</translation>
    </message>
    <message>
        <source>away</source>
        <translation>відійшов</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>друг</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Ігровий стіл</translation>
    </message>
    <message>
        <source>Open the table again for the same friends, with the same code</source>
        <translation>Відкрити стіл знову для тих самих друзів, з тим самим кодом</translation>
    </message>
    <message>
        <source>Join the host&apos;s next table</source>
        <translation>Приєднатися до наступного столу господаря</translation>
    </message>
    <message>
        <source>Network game of %s</source>
        <translation>Мережева гра: %s</translation>
    </message>
    <message>
        <source>You are at the table again.</source>
        <translation>Ви знову за столом.</translation>
    </message>
    <message>
        <source>The match has begun.</source>
        <translation>Партія почалася.</translation>
    </message>
    <message>
        <source>The computer chose that move for you.</source>
        <translation>Цей хід за вас зробив комп&apos;ютер.</translation>
    </message>
    <message>
        <source>You take a seat in a match in play.</source>
        <translation>Ви сідаєте за стіл посеред партії.</translation>
    </message>
    <message>
        <source>Not joined: %s</source>
        <translation>Не вдалося приєднатися: %s</translation>
    </message>
    <message>
        <source>No table at %s</source>
        <translation>Немає столу за адресою %s</translation>
    </message>
    <message>
        <source>Hints are turned off in the settings.</source>
        <translation>Підказки вимкнено в налаштуваннях.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Добираємо підказку…</translation>
    </message>
    <message>
        <source>This table&apos;s match</source>
        <translation>Партія за цим столом</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Кількість гравців</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Правила…</translation>
    </message>
    <message>
        <source>Read the rules of the chosen game (F1)</source>
        <translation>Прочитати правила обраної гри (F1)</translation>
    </message>
    <message>
        <source>Learn to Play…</source>
        <translation>Вчитися грати…</translation>
    </message>
    <message>
        <source>A guided first game: each step says what to do</source>
        <translation>Перша гра з підказками: кожен крок пояснює, що робити</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Гра:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Гравців:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Суперники</translation>
    </message>
    <message>
        <source>As in your last game of %s. Settings holds the level of a first game.</source>
        <translation>Як у вашій минулій грі «%s». Рівень першої гри задається в налаштуваннях.</translation>
    </message>
    <message>
        <source>A first game of %s starts at the level set in Settings. Your choices here are kept for the next game.</source>
        <translation>Перша гра «%s» починається з рівня з налаштувань. Вибране тут збережеться для наступної гри.</translation>
    </message>
    <message>
        <source>New to %s? Learn to Play deals a guided first game.</source>
        <translation>Уперше граєте в %s? «Вчитися грати» роздасть першу гру з підказками.</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Інші гравці</translation>
    </message>
    <message>
        <source>%s (your partner):</source>
        <translation>%s (ваш партнер):</translation>
    </message>
    <message>
        <source>Ryadky options</source>
        <translation>Налаштування «Рядків»</translation>
    </message>
    <message>
        <source>52 cards (2 to ace)</source>
        <translation>52 карти (від двійки до туза)</translation>
    </message>
    <message>
        <source>36 cards (6 to ace)</source>
        <translation>36 карт (від шістки до туза)</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Deals in a ryadok:</source>
        <translation>Роздач у партії:</translation>
    </message>
    <message>
        <source>Chuvash Rooster options</source>
        <translation>Налаштування «Чуваського півня»</translation>
    </message>
    <message>
        <source>Games in the match:</source>
        <translation>Ігор у партії:</translation>
    </message>
    <message>
        <source>Ditch Rummy options</source>
        <translation>Налаштування «Забий Рамі»</translation>
    </message>
    <message>
        <source>Play to a target score</source>
        <translation>Грати до заданого рахунку</translation>
    </message>
    <message>
        <source>Play a fixed number of hands</source>
        <translation>Грати задану кількість конів</translation>
    </message>
    <message>
        <source>Teams: you and seat 3 against seats 2 and 4</source>
        <translation>Команди: ви й місце 3 проти місць 2 і 4</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
    <message>
        <source>Start the match (Enter)</source>
        <translation>Почати партію (Enter)</translation>
    </message>
    <message>
        <source>Close without starting (Esc)</source>
        <translation>Закрити, не починаючи (Esc)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Deals in a ryadok</source>
        <translation>Роздач у партії</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>Ігор у партії</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Рахунок для перемоги</translation>
    </message>
    <message>
        <source>Number of hands</source>
        <translation>Кількість конів</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команди</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильний</translation>
    </message>
    <message>
        <source>Level of %s</source>
        <translation>Рівень: %s</translation>
    </message>
    <message>
        <source>Teams: you and %s against %s and %s</source>
        <translation>Команди: ви й %s проти %s і %s</translation>
    </message>
    <message>
        <source>Teams (with 4 players)</source>
        <translation>Команди (для 4 гравців)</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Колода, %n карта</numerusform>
            <numerusform>Колода, %n карти</numerusform>
            <numerusform>Колода, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard, %n card(s)</source>
        <translation>
            <numerusform>Відбій, %n карта</numerusform>
            <numerusform>Відбій, %n карти</numerusform>
            <numerusform>Відбій, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s)</source>
        <translation>
            <numerusform>Скид, %n карта</numerusform>
            <numerusform>Скид, %n карти</numerusform>
            <numerusform>Скид, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) from the stock</source>
        <translation>
            <numerusform>Взяти %n карту з колоди</numerusform>
            <numerusform>Взяти %n карти з колоди</numerusform>
            <numerusform>Взяти %n карт з колоди</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s)</source>
        <translation>
            <numerusform>%n можливий хід</numerusform>
            <numerusform>%n можливі ходи</numerusform>
            <numerusform>%n можливих ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A match of %n hand(s).</source>
        <translation>
            <numerusform>Партія з %n кону.</numerusform>
            <numerusform>Партія з %n конів.</numerusform>
            <numerusform>Партія з %n конів.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A match to %n point(s).</source>
        <translation>
            <numerusform>Партія до %n очка.</numerusform>
            <numerusform>Партія до %n очок.</numerusform>
            <numerusform>Партія до %n очок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A ryadok of %n deal(s), {deck}.</source>
        <translation>
            <numerusform>Партія з %n роздачі, {deck}.</numerusform>
            <numerusform>Партія з %n роздач, {deck}.</numerusform>
            <numerusform>Партія з %n роздач, {deck}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A match of %n game(s).</source>
        <translation>
            <numerusform>Партія з %n гри.</numerusform>
            <numerusform>Партія з %n ігор.</numerusform>
            <numerusform>Партія з %n ігор.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>The host sent something unreadable: %s</source>
        <translation>Господар столу надіслав щось нечитабельне: %s</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>That move is not allowed now: %s</source>
        <translation>Цей хід зараз не дозволено: %s</translation>
    </message>
    <message>
        <source>A hint is only given on your turn.</source>
        <translation>Підказка доступна лише у ваш хід.</translation>
    </message>
    <message>
        <source>There is no undo at a network table.</source>
        <translation>За мережевим столом ходи не скасовуються.</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>Nobody wins</source>
        <translation>Ніхто не виграв</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Ви перемогли!</translation>
    </message>
    <message>
        <source>%s wins</source>
        <translation>Перемога: %s</translation>
    </message>
    <message>
        <source>%s win as a team</source>
        <translation>Перемогла команда: %s</translation>
    </message>
    <message>
        <source>%s share the win</source>
        <translation>Перемогу ділять: %s</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Final standings</source>
        <translation>Підсумкова таблиця</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Зіграти ще</translation>
    </message>
    <message>
        <source>Play the same match again (Alt+P)</source>
        <translation>Зіграти ту саму партію ще раз (Alt+З)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>Choose a game and opponents (Alt+N)</source>
        <translation>Обрати гру й суперників (Alt+Н)</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Головне меню</translation>
    </message>
    <message>
        <source>Back to the three games (Alt+M)</source>
        <translation>Повернутися до вибору гри (Alt+Г)</translation>
    </message>
    <message numerus="yes">
        <source>Demo made %1 of your %n move(s): the match counts under Hint/undo in the Statistics.</source>
        <translation>
            <numerusform>Комп’ютер (Демо) зробив за вас %1 з %n вашого ходу: у Статистиці ця партія у стовпці «Підказки/скасування».</numerusform>
            <numerusform>Комп’ютер (Демо) зробив за вас %1 з %n ваших ходів: у Статистиці ця партія у стовпці «Підказки/скасування».</numerusform>
            <numerusform>Комп’ютер (Демо) зробив за вас %1 з %n ваших ходів: у Статистиці ця партія у стовпці «Підказки/скасування».</numerusform>
        </translation>
    </message>
    <message>
        <source>round by round</source>
        <translation>кон за коном</translation>
    </message>
    <message>
        <source>%s: the fewest times as the Chuvash Rooster wins the match.</source>
        <translation>%s: партію виграє той, хто найрідше був чуваським півнем.</translation>
    </message>
    <message>
        <source>Times rooster</source>
        <translation>Разів півнем</translation>
    </message>
    <message>
        <source>game by game</source>
        <translation>гра за грою</translation>
    </message>
    <message>
        <source>%s: final totals.</source>
        <translation>%s: підсумковий рахунок.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Team %s</source>
        <translation>Команда %s</translation>
    </message>
    <message>
        <source>hand by hand</source>
        <translation>кон за коном</translation>
    </message>
    <message>
        <source>deal by deal</source>
        <translation>роздача за роздачею</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>cover %s with %s</source>
        <translation>покрити %s картою %s</translation>
    </message>
    <message>
        <source>add %s to a meld</source>
        <translation>докласти %s до комбінації</translation>
    </message>
    <message>
        <source>lead %s</source>
        <translation>піти з %s</translation>
    </message>
    <message>
        <source>throw in %s</source>
        <translation>підкинути %s</translation>
    </message>
    <message>
        <source>meld %s</source>
        <translation>викласти комбінацію %s</translation>
    </message>
    <message>
        <source>discard %s</source>
        <translation>скинути %s</translation>
    </message>
    <message>
        <source>draw %s</source>
        <translation>взяти з колоди: %s</translation>
    </message>
    <message>
        <source>take</source>
        <translation>взяти карти</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, потім </translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>завершити хід</translation>
    </message>
    <message>
        <source>play %s on the pile</source>
        <translation>покласти %s на рядок</translation>
    </message>
    <message>
        <source>cover with %s</source>
        <translation>покрити картою %s</translation>
    </message>
    <message>
        <source>lay the set %s</source>
        <translation>викласти набір %s</translation>
    </message>
    <message>
        <source>lay the run %s</source>
        <translation>викласти послідовність %s</translation>
    </message>
    <message>
        <source>start a new pile with %s</source>
        <translation>почати новий рядок картою %s</translation>
    </message>
    <message>
        <source>take the cards</source>
        <translation>взяти карти</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>to pass, what one chose to do</comment>
        <translation>пасувати</translation>
    </message>
    <message>
        <source>destroy the pile</source>
        <translation>знищити рядок</translation>
    </message>
    <message>
        <source>win the pile</source>
        <translation>забрати рядок</translation>
    </message>
    <message>
        <source>complete the pile</source>
        <translation>добудувати рядок</translation>
    </message>
    <message>
        <source>go out</source>
        <translation>вийти з гри</translation>
    </message>
    <message>
        <source>score %s points</source>
        <translation>отримати очок: %s</translation>
    </message>
    <message>
        <source>end the hand</source>
        <translation>закінчити кон</translation>
    </message>
    <message>
        <source>lose the match</source>
        <translation>програти партію</translation>
    </message>
    <message>
        <source>win the match</source>
        <translation>виграти партію</translation>
    </message>
    <message>
        <source> and %s</source>
        <translation> і %s</translation>
    </message>
    <message>
        <source>Better to %s; you chose to %s.</source>
        <translation>Краще було %s; ви вирішили %s.</translation>
    </message>
    <message>
        <source>Each move {outcome} {odds}, but the better one clearly more often.</source>
        <translation>Кожен із двох ходів {outcome} {odds}, але кращий — явно частіше.</translation>
    </message>
    <message>
        <source>No decision could be judged</source>
        <translation>Жодне рішення оцінити не можна</translation>
    </message>
    <message>
        <source>; {m} more could not be judged</source>
        <translation>; ще {m} оцінити не можна</translation>
    </message>
    <message>
        <source>; {m} played by the computer for you (Demo) are left out</source>
        <translation>; не враховано ще {m}, зіграних за вас комп’ютером (Демо)</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Розбір закінчено.</translation>
    </message>
    <message>
        <source>Review: %s</source>
        <translation>Розбір: %s</translation>
    </message>
    <message>
        <source>The computer played your moves in this round (Demo): none of them is yours to review.</source>
        <translation>У цьому коні за вас грав комп’ютер (Демо): розбирати нічого — жоден хід не ваш.</translation>
    </message>
    <message>
        <source>Review of %s</source>
        <translation>Розбір: %s</translation>
    </message>
    <message>
        <source>Looking at your decisions…</source>
        <translation>Розбираємо ваші рішення…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Скасувати</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Зупинити розбір</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Далі ▶</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Закрити</translation>
    </message>
    <message>
        <source>Close the review and show the table as it is</source>
        <translation>Закрити розбір і показати стіл як є</translation>
    </message>
    <message>
        <source>You made no choice in this round: every move was forced.</source>
        <translation>За цей кон у вас не було вибору: кожен хід був вимушеним.</translation>
    </message>
    <message>
        <source>Decisions looked at: %v of %m</source>
        <translation>Переглянуто рішень: %v з %m</translation>
    </message>
    <message>
        <source>No clear mistakes. Well played!</source>
        <translation>Явних помилок немає. Гарна гра!</translation>
    </message>
    <message>
        <source>The better move {outcome} {odds}; yours, {yours}.</source>
        <translation>Кращий хід {outcome} {odds}; ваш — {yours}.</translation>
    </message>
    <message>
        <source>Best {best}, yours {mine}: {d} ± {se} less over {n} sampled deals.</source>
        <translation>Кращий хід {best}, ваш {mine}: на {d} ± {se} менше на {n} пробних розкладах.</translation>
    </message>
    <message>
        <source>A second, independent analysis found {d} less.</source>
        <translation>Другий, незалежний аналіз показав на {d} менше.</translation>
    </message>
    <message>
        <source>Move %s: you chose %s; better was %s</source>
        <translation>Хід %s: ви обрали %s, а краще було %s</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Розбір зупинено.</translation>
    </message>
    <message>
        <source>Mistake %s of %s</source>
        <translation>Помилка %s з %s</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> (поки що)</translation>
    </message>
    <message>
        <source>No clear mistakes so far.</source>
        <translation>Поки що явних помилок немає.</translation>
    </message>
</context>
<context>
    <name>ReviewCounts</name>
    <message numerus="yes">
        <source>cost the next player %n card(s) of their stack</source>
        <translation>
            <numerusform>забрати в наступного гравця %n карту зі стопки</numerusform>
            <numerusform>забрати в наступного гравця %n карти зі стопки</numerusform>
            <numerusform>забрати в наступного гравця %n карт зі стопки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pick up %n card(s)</source>
        <translation>
            <numerusform>забрати %n карту</numerusform>
            <numerusform>забрати %n карти</numerusform>
            <numerusform>забрати %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The better move should gain you about %n point(s) more.</source>
        <translation>
            <numerusform>Кращий хід мав принести вам приблизно на %n очко більше.</numerusform>
            <numerusform>Кращий хід мав принести вам приблизно на %n очки більше.</numerusform>
            <numerusform>Кращий хід мав принести вам приблизно на %n очок більше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {p}% ({good} of %n decision(s) close to the best)</source>
        <translation>
            <numerusform>Точність: {p}% ({good} з %n рішення близько до найкращого)</numerusform>
            <numerusform>Точність: {p}% ({good} з %n рішень близько до найкращого)</numerusform>
            <numerusform>Точність: {p}% ({good} з %n рішень близько до найкращого)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review finished: %n decision(s) clearly worse than the best.</source>
        <translation>
            <numerusform>Розбір закінчено: %n рішення явно гірше за найкраще.</numerusform>
            <numerusform>Розбір закінчено: %n рішення явно гірші за найкраще.</numerusform>
            <numerusform>Розбір закінчено: %n рішень явно гірші за найкраще.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Вийшов</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Ця гра</translation>
    </message>
    <message>
        <source>Times rooster</source>
        <translation>Разів півнем</translation>
    </message>
    <message>
        <source>the rooster</source>
        <translation>півень</translation>
    </message>
    <message>
        <source>#%d</source>
        <translation>%d-й</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Ця роздача</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стопка</translation>
    </message>
    <message>
        <source>Bonus cards</source>
        <translation>Бонусні карти</translation>
    </message>
    <message>
        <source>Lost to 7/Q</source>
        <translation>Втрачено через 7/Д</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Цей кон</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Цей кон</translation>
    </message>
    <message>
        <source>Team %s</source>
        <translation>Команда %s</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Наступна роздача</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Наступна гра</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Наступний кон</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Підсумки</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Далі (Enter)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Розбір</translation>
    </message>
    <message>
        <source>See which of your decisions cost you in this round</source>
        <translation>Які ваші рішення коштували вам очок чи шансів за цей кон</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Комбінації</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Поодинокі</translation>
    </message>
    <message>
        <source>Left in hand</source>
        <translation>Залишилось у руці</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules of %s</source>
        <translation>Правила: %s</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Table colour</source>
        <translation>Колір столу</translation>
    </message>
    <message>
        <source>The deck&apos;s own (blue lattice)</source>
        <translation>Власна сорочка колоди (синя сітка)</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Власна сорочка колоди</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Синя сітка</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Червона розетка</translation>
    </message>
    <message>
        <source>Green cross-stitch</source>
        <translation>Зелена вишивка хрестиком</translation>
    </message>
    <message>
        <source>Custom ({colour})</source>
        <translation>Власний ({colour})</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Зелене сукно</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Сірий</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Вигляд</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Ваше ім&apos;я:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>Card d&amp;eck:</source>
        <translation>Ко&amp;лода:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Гучність:</translation>
    </message>
    <message>
        <source>Koloda&apos;s own drawn cards</source>
        <translation>Власні намальовані карти Koloda</translation>
    </message>
    <message>
        <source>English pattern (Aisleriot&apos;s Anglo)</source>
        <translation>Англійський малюнок (Anglo з Aisleriot)</translation>
    </message>
    <message>
        <source>Russian Atlas pattern (Aisleriot&apos;s Atlasnye)</source>
        <translation>Атласні карти (Atlasnye з Aisleriot)</translation>
    </message>
    <message>
        <source>&amp;Four colours (clubs green, diamonds blue)</source>
        <translation>&amp;Чотири кольори (трефи зелені, бубни сині)</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards</source>
        <translation>Вел&amp;икі карти</translation>
    </message>
    <message>
        <source>&amp;High contrast table (dark plain felt, bright text)</source>
        <translation>Висока ко&amp;нтрастність столу (темне сукно без візерунка, яскравий текст)</translation>
    </message>
    <message>
        <source>Your cards and the cards in the middle bigger</source>
        <translation>Ваші карти й карти посередині столу більші</translation>
    </message>
    <message>
        <source>&amp;Play the table&apos;s sounds (M turns them on or off)</source>
        <translation>&amp;Звуки столу (M вмикає і вимикає їх)</translation>
    </message>
    <message>
        <source>This computer has no sound device Koloda can open: nothing will be heard.</source>
        <translation>На цьому комп&apos;ютері немає звукового пристрою, який Koloda може відкрити: нічого не буде чути.</translation>
    </message>
    <message>
        <source>Your friends at this table still see you as %s: a new name shows from your next table.</source>
        <translation>Друзі за цим столом і далі бачать вас як %s: нове ім&apos;я буде видно з наступного столу.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Колода карт</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Масті чотирьох кольорів</translation>
    </message>
    <message>
        <source>How the chosen cards look</source>
        <translation>Як виглядають вибрані карти</translation>
    </message>
    <message>
        <source>Table surface</source>
        <translation>Покриття столу</translation>
    </message>
    <message>
        <source>Large cards</source>
        <translation>Великі карти</translation>
    </message>
    <message>
        <source>High contrast table</source>
        <translation>Висококонтрастний стіл</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Гучність</translation>
    </message>
    <message>
        <source>Opponents in &amp;Ryadky:</source>
        <translation>Суперники в «&amp;Рядках»:</translation>
    </message>
    <message>
        <source>Opponents in Chuvash R&amp;ooster:</source>
        <translation>Суперники в «Чуваському &amp;півні»:</translation>
    </message>
    <message>
        <source>Opponents in &amp;Ditch Rummy:</source>
        <translation>Суперники в «&amp;Забий Рамі»:</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневий</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Швидкість &amp;анімації:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Сорочка карт:</translation>
    </message>
    <message>
        <source>Table &amp;surface:</source>
        <translation>Покриття с&amp;толу:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Колір столу:</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Ваше ім&apos;я за столом</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильний</translation>
    </message>
    <message>
        <source>Off (no animation)</source>
        <translation>Вимк. (без анімації)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Швидко</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Звичайно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Повільно</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Сукно</translation>
    </message>
    <message>
        <source>Linen cloth</source>
        <translation>Лляна скатертина</translation>
    </message>
    <message>
        <source>Walnut boards</source>
        <translation>Горіхові дошки</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Інший колір…</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Питати, перш ніж покинути розпочату гру</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Дозволити підказки</translation>
    </message>
    <message>
        <source>Allow undo</source>
        <translation>Дозволити скасування ходів</translation>
    </message>
    <message>
        <source>Games where a hint was used are marked in statistics</source>
        <translation>Ігри з підказками позначаються в статистиці</translation>
    </message>
    <message>
        <source>Games where undo was used are marked in statistics</source>
        <translation>Ігри зі скасуванням ходів позначаються в статистиці</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше ім&apos;я</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Швидкість анімації</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Сорочка карт</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Card games from Ukraine and beyond. Choose one to play.</source>
        <translation>Карткові ігри з України й не лише. Оберіть будь-яку.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Export statistics</source>
        <translation>Експорт статистики</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файли CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Скидання статистики</translation>
    </message>
    <message>
        <source>Forget all statistics of all games? This cannot be undone.</source>
        <translation>Забути всю статистику всіх ігор? Це не можна скасувати.</translation>
    </message>
    <message>
        <source>%s (%s)</source>
        <translation>%s (%s)</translation>
    </message>
    <message>
        <source>Guided first games finished: %s.</source>
        <translation>Пройдені уроки: %s.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Not yet: %s (Help &gt; Learn to Play).</source>
        <translation>Ще ні: %s (Довідка &gt; Вчитися грати).</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Усі ігри</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Поточна партія</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <source>Last match</source>
        <translation>Остання партія</translation>
    </message>
    <message>
        <source>No match played yet</source>
        <translation>Ще не зіграно жодної партії</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Частка перемог з часом</translation>
    </message>
    <message>
        <source>No matches yet</source>
        <translation>Партій поки немає</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Партії</translation>
    </message>
    <message>
        <source>“Hint/undo”: matches where a hint, undo or Demo was used (hollow points in the win-rate plot).</source>
        <translation>«Підказки/скасування» — партії, де використовували підказку, скасування ходу або демо (порожні точки на графіку частки перемог).</translation>
    </message>
    <message>
        <source>Matches at network tables are counted apart: choose “At network tables” as the opponent level.</source>
        <translation>Партії за мережевими столами лічаться окремо: оберіть «За мережевими столами» як рівень суперників.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Зіграно партій</translation>
    </message>
    <message>
        <source>Save every recorded match as a CSV table</source>
        <translation>Зберегти всі записані партії в таблицю CSV</translation>
    </message>
    <message>
        <source>Distribution of scores</source>
        <translation>Розподіл очок</translation>
    </message>
    <message>
        <source>No scores yet</source>
        <translation>Очок поки немає</translation>
    </message>
    <message>
        <source>Accuracy of reviewed rounds</source>
        <translation>Точність за розборами</translation>
    </message>
    <message>
        <source>No round reviewed yet</source>
        <translation>Розібраних конів поки немає</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>Opponent &amp;level:</source>
        <translation>&amp;Рівень суперників:</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Усі рівні</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильний</translation>
    </message>
    <message>
        <source>At network tables</source>
        <translation>За мережевими столами</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поразки</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <source>The first game is still being played</source>
        <translation>Перша гра ще триває</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Times as the rooster</source>
        <translation>Разів півнем</translation>
    </message>
    <message>
        <source>Rooster</source>
        <translation>Півень</translation>
    </message>
    <message>
        <source>“Rooster”: Chuvash Rooster matches in which you were the rooster most often.</source>
        <translation>«Півень» — партії «Чуваського півня», у яких ви найчастіше лишалися півнем.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Середній рахунок</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Найкращий рахунок</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Серія</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Найдовша серія</translation>
    </message>
    <message>
        <source>Hint/undo</source>
        <translation>Підказки/скасування</translation>
    </message>
    <message>
        <source>Each match counts once, a series of games as one, under the strongest opponent&apos;s level. Streaks are matches won in a row.</source>
        <translation>Кожна партія зараховується один раз (серія ігор — як одна партія) на рівні найсильнішого суперника. Серія перемог — виграні поспіль партії.</translation>
    </message>
    <message>
        <source>Deal or hand</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Кон</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Сума очок</translation>
    </message>
    <message>
        <source>The first round is still being played</source>
        <translation>Перший кон ще триває</translation>
    </message>
    <message>
        <source>Win rate, %</source>
        <translation>Частка перемог, %</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Підсумковий рахунок</translation>
    </message>
    <message>
        <source>Reviewed rounds</source>
        <translation>Розбори</translation>
    </message>
    <message>
        <source>Accuracy, %</source>
        <translation>Точність, %</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Експорт у CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Скинути…</translation>
    </message>
    <message>
        <source>Forget all statistics (asks first)</source>
        <translation>Забути всю статистику (з підтвердженням)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>Close the statistics (Esc)</source>
        <translation>Закрити статистику (Esc)</translation>
    </message>
    <message>
        <source>Statistics table</source>
        <translation>Таблиця статистики</translation>
    </message>
    <message>
        <source>Score progression of the match</source>
        <translation>Перебіг рахунку в партії</translation>
    </message>
    <message>
        <source>The first hand is still being played</source>
        <translation>Перший кон ще триває</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Кон</translation>
    </message>
    <message>
        <source>The first deal is still being played</source>
        <translation>Перша роздача ще триває</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Your turn: lead any card to start a new pile.</source>
        <translation>Ваш хід: покладіть будь-яку карту, щоб почати новий рядок.</translation>
    </message>
    <message>
        <source>Your turn: play a card of the same rank or suit as %s.</source>
        <translation>Ваш хід: покладіть карту тієї ж вартості або масті, що й %s.</translation>
    </message>
    <message>
        <source>Your turn to attack: lead one or more cards of one suit.</source>
        <translation>Ви атакуєте: зайдіть однією або кількома картами однієї масті.</translation>
    </message>
    <message>
        <source>You defend: cover each card with a higher one of its suit or an equal or higher one of a higher suit, or take.</source>
        <translation>Ви відбиваєтеся: поб’йте кожну карту старшою картою тієї ж масті або рівною чи старшою картою старшої масті — або візьміть.</translation>
    </message>
    <message>
        <source>You cannot cover: take the cards.</source>
        <translation>Відбитися нічим: беріть карти.</translation>
    </message>
    <message>
        <source>You may throw in a card of a rank on the table, or pass.</source>
        <translation>Можете підкинути карту тієї вартості, що є на столі, або пасувати.</translation>
    </message>
    <message>
        <source>Your turn: draw 1 card from the stock.</source>
        <translation>Ваш хід: візьміть 1 карту з колоди.</translation>
    </message>
    <message>
        <source>Your turn: draw 1 to %d cards from the stock.</source>
        <translation>Ваш хід: візьміть із колоди від 1 до %d карт.</translation>
    </message>
    <message>
        <source>Meld sets or blind runs, play singles, then discard or end your turn.</source>
        <translation>Викладайте набори чи сліпі послідовності, докладайте карти, потім скиньте карти або завершіть хід.</translation>
    </message>
    <message>
        <source>End your turn: discard cards, or press End turn to discard none.</source>
        <translation>Завершіть хід: скиньте карти або натисніть «Кінець ходу», щоб нічого не скидати.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш хід.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Not saved: %s</source>
        <translation>Не збережено: %s</translation>
    </message>
    <message>
        <source>The game could not be saved: %s</source>
        <translation>Не вдалося зберегти гру: %s</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Чий хід</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>{name} is too large ({size} MB, the limit is {limit} MB), so it was not read.</source>
        <translation>Файл {name} завеликий ({size} МБ, межа — {limit} МБ), тому його не прочитано.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>Файл {name} порожній.</translation>
    </message>
    <message>
        <source>{name} could not be read: {detail}.</source>
        <translation>Не вдалося прочитати файл {name}: {detail}.</translation>
    </message>
    <message>
        <source>{name} is not a text file (it is not UTF-8).</source>
        <translation>Файл {name} не текстовий (не в кодуванні UTF-8).</translation>
    </message>
    <message>
        <source>{name} is damaged or truncated (not valid JSON: {detail}).</source>
        <translation>Файл {name} пошкоджений або обрізаний (неправильний JSON: {detail}).</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be a Koloda file.</source>
        <translation>Файл {name} має завелику вкладеність для файлу Koloda.</translation>
    </message>
    <message>
        <source>{name} contains a number that is out of range.</source>
        <translation>Файл {name} містить число поза допустимим діапазоном.</translation>
    </message>
    <message>
        <source>{name} is not a Koloda {kind} file.</source>
        <translation>Файл {name} не є файлом {kind} Koloda.</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>налаштувань</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>збереженої гри</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>статистики</translation>
    </message>
    <message>
        <source>{name} has an invalid format version.</source>
        <translation>Файл {name} має неправильну версію формату.</translation>
    </message>
    <message>
        <source>{name} was written by a newer version of Koloda (format version {version}; this version reads up to {supported}).</source>
        <translation>Файл {name} записано новішою версією Koloda (версія формату {version}; ця версія читає версії до {supported}).</translation>
    </message>
    <message>
        <source>{name} is damaged: {detail}.</source>
        <translation>Файл {name} пошкоджений: {detail}.</translation>
    </message>
    <message>
        <source>{name} could not be saved: {detail}.</source>
        <translation>Не вдалося зберегти файл {name}: {detail}.</translation>
    </message>
    <message>
        <source>{name} does not hold a valid game: {detail}</source>
        <translation>У файлі {name} немає правильної гри: {detail}</translation>
    </message>
    <message>
        <source>The game saved automatically could not be resumed and was kept as {bad}. ({reason})</source>
        <translation>Автоматично збережену гру не вдалося продовжити; її збережено як {bad}. ({reason})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so Koloda started with the default settings. The old file was kept as {bad}. ({reason})</source>
        <translation>Не вдалося прочитати ваші налаштування, тому Koloda запущено з типовими налаштуваннями. Старий файл збережено як {bad}. ({reason})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so Koloda started with the default settings. The old file could not be moved aside. ({reason})</source>
        <translation>Не вдалося прочитати ваші налаштування, тому Koloda запущено з типовими налаштуваннями. Старий файл не вдалося перемістити. ({reason})</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset to their defaults: {names}. The old file was kept as {bad}.</source>
        <translation>Деякі налаштування були неправильні й скинуті до типових: {names}. Старий файл збережено як {bad}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start empty. The old file was kept as {bad}. ({reason})</source>
        <translation>Не вдалося прочитати вашу статистику, тому вона починається з нуля. Старий файл збережено як {bad}. ({reason})</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Deal %s</source>
        <translation>Роздача %s</translation>
    </message>
    <message>
        <source>Game %s</source>
        <translation>Гра %s</translation>
    </message>
    <message>
        <source>Hand %s</source>
        <translation>Кон %s</translation>
    </message>
    <message>
        <source>Round %s</source>
        <translation>Кон %s</translation>
    </message>
    <message>
        <source> of %s</source>
        <translation> з %s</translation>
    </message>
    <message>
        <source>%s: you are the Chuvash Rooster!</source>
        <translation>%s: ви — чуваський півень!</translation>
    </message>
    <message>
        <source>%s: %s is the Chuvash Rooster!</source>
        <translation>%s: %s — чуваський півень!</translation>
    </message>
    <message>
        <source>%s: a draw, nobody is left holding cards.</source>
        <translation>%s: нічия, ні в кого не залишилося карт.</translation>
    </message>
    <message>
        <source>%s: nobody scores.</source>
        <translation>%s: ніхто не набрав очок.</translation>
    </message>
    <message>
        <source>%s: you and %s win with %s.</source>
        <translation>%s: ви і %s перемагаєте, очок: %s.</translation>
    </message>
    <message>
        <source>%s: team %s wins with %s.</source>
        <translation>%s: перемагає команда %s, очок: %s.</translation>
    </message>
    <message>
        <source>%s: you win with %s.</source>
        <translation>%s: ви перемагаєте, очок: %s.</translation>
    </message>
    <message>
        <source>%s: %s wins with %s.</source>
        <translation>%s: перемагає %s, очок: %s.</translation>
    </message>
    <message>
        <source>%s: %s share it with %s each.</source>
        <translation>%s: перемогу ділять %s, по %s очк. у кожного.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>thinking</source>
        <translation>думає</translation>
    </message>
    <message>
        <source>Drop the card on a highlighted place.</source>
        <translation>Покладіть карту на підсвічене місце.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Беру</translation>
    </message>
    <message>
        <source>Pick up every card on the table</source>
        <translation>Забрати всі карти зі столу</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Взяти {n}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Кінець ходу</translation>
    </message>
    <message>
        <source>End your turn without discarding</source>
        <translation>Закінчити хід без скидання</translation>
    </message>
    <message>
        <source>A meld is 2 or 3 cards of one rank or in a row; the ace is high only (Q-K-A, not A-2).</source>
        <translation>Комбінація — 2 або 3 карти однієї вартості або поспіль; туз лише старший (Q-K-A, не A-2).</translation>
    </message>
    <message>
        <source>Draw 1 to {n} cards: press 1 to {n}, or use the buttons.</source>
        <translation>Візьміть від 1 до {n} карт: клавіші 1–{n} або кнопки.</translation>
    </message>
    <message>
        <source>You draw only with fewer than three cards, at the start of your turn.</source>
        <translation>Брати карти можна лише на початку ходу, коли в руці менше трьох.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Throw in nothing more</source>
        <translation>Більше нічого не підкидати</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Дочекайтеся свого ходу.</translation>
    </message>
    <message>
        <source>Play your card onto the pile.</source>
        <translation>Покладіть карту на рядок.</translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Кладіть по одній карті.</translation>
    </message>
    <message>
        <source>{c} matches neither the rank nor the suit of {top}.</source>
        <translation>{c} не збігається з {top} ні за вартістю, ні за мастю.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Цю карту зараз зіграти не можна.</translation>
    </message>
    <message>
        <source>You attack, {d} takes</source>
        <translation>Ви атакуєте, {d} бере</translation>
    </message>
    <message>
        <source>You attack, {d} defends</source>
        <translation>Ви атакуєте, {d} відбивається</translation>
    </message>
    <message>
        <source>{a} attacks, you take</source>
        <translation>{a} атакує, ви берете</translation>
    </message>
    <message>
        <source>{a} attacks, you defend</source>
        <translation>{a} атакує, ви відбиваєтеся</translation>
    </message>
    <message>
        <source>{a} attacks, {d} takes</source>
        <translation>{a} атакує, {d} бере</translation>
    </message>
    <message>
        <source>{a} attacks, {d} defends</source>
        <translation>{a} атакує, {d} відбивається</translation>
    </message>
    <message>
        <source>Only the defender covers attack cards.</source>
        <translation>Бити карти атаки може лише той, хто захищається.</translation>
    </message>
    <message>
        <source>{c} does not beat {a}.</source>
        <translation>{c} не б’є {a}.</translation>
    </message>
    <message>
        <source>A lead is cards of one suit, no more than the defender holds.</source>
        <translation>Заходять картами однієї масті, не більше, ніж на руках у того, хто захищається.</translation>
    </message>
    <message>
        <source>You may throw in only a card whose rank is on the table.</source>
        <translation>Підкидати можна лише карту тієї вартості, що є на столі.</translation>
    </message>
    <message>
        <source>Drop your card on the attack card it beats.</source>
        <translation>Покладіть карту на ту карту атаки, яку вона б’є.</translation>
    </message>
    <message>
        <source>You may only take or pass now.</source>
        <translation>Зараз можна лише взяти або пасувати.</translation>
    </message>
    <message>
        <source>Draw from the stock first.</source>
        <translation>Спершу візьміть карти з колоди.</translation>
    </message>
    <message>
        <source>{c} does not fit that meld.</source>
        <translation>{c} не пасує до цієї комбінації.</translation>
    </message>
    <message>
        <source>You cannot discard those cards now.</source>
        <translation>Ці карти зараз скинути не можна.</translation>
    </message>
    <message>
        <source>You do not hold {c}.</source>
        <translation>У вас немає {c}.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такий хід не дозволений.</translation>
    </message>
    <message>
        <source>Your hand is empty. Press L for the legal moves.</source>
        <translation>Ваша рука порожня. Натисніть L, щоб почути можливі ходи.</translation>
    </message>
    <message>
        <source>The cursor is on {card}: Left and Right move it, Space selects, Enter plays.</source>
        <translation>Курсор на карті {card}: стрілки вліво і вправо рухають його, пробіл вибирає карту, Enter її грає.</translation>
    </message>
    <message>
        <source>That cannot be played now.</source>
        <translation>Так зараз піти не можна.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Місце {n}</translation>
    </message>
    <message>
        <source>stack {n}</source>
        <translation>стопка {n}</translation>
    </message>
    <message>
        <source>total {n}</source>
        <translation>разом {n}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>роздає</translation>
    </message>
    <message>
        <source>out #{n}</source>
        <translation>вийшов №{n}</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>атакує</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>бере</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>відбивається</translation>
    </message>
    <message>
        <source>rooster!</source>
        <translation>півень!</translation>
    </message>
    <message>
        <source>team {n}</source>
        <translation>команда {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>за кон {n}</translation>
    </message>
    <message>
        <source>stock {n}</source>
        <translation>колода {n}</translation>
    </message>
    <message>
        <source>out {n}</source>
        <translation>поза грою {n}</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>рядок</translation>
    </message>
    <message>
        <source>Deal {n} of {m}</source>
        <translation>Роздача {n} з {m}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Роздача {n}</translation>
    </message>
    <message>
        <source>discard {n}</source>
        <translation>відбій {n}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>стіл</translation>
    </message>
    <message>
        <source>discard {n}</source>
        <comment>Ditch Rummy</comment>
        <translation>скидання {n}</translation>
    </message>
    <message>
        <source>Hand {n} of {m}</source>
        <translation>Кон {n} з {m}</translation>
    </message>
    <message>
        <source>Hand {n}, playing to {t}</source>
        <translation>Кон {n}, гра до {t}</translation>
    </message>
    <message>
        <source>melds</source>
        <translation>комбінації</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Кон {n}</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Побудовано</translation>
    </message>
    <message>
        <source>Destroyed!</source>
        <translation>Згорів!</translation>
    </message>
    <message>
        <source>+{v} bonus</source>
        <translation>бонус +{v}</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Бере</translation>
    </message>
    <message>
        <source>Out!</source>
        <translation>Вийшов!</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Роздачу закінчено</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Кон закінчено</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <source>Game {n} of {m}</source>
        <translation>Гра {n} з {m}</translation>
    </message>
    <message>
        <source>The card deck could not be loaded, so Koloda&apos;s own cards are shown: {reason}</source>
        <translation>Не вдалося завантажити колоду карт, тому показано власні карти Koloda: {reason}</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Ви виграли партію!</translation>
    </message>
    <message>
        <source>You won the round!</source>
        <translation>Ви виграли кон!</translation>
    </message>
    <message>
        <source>{names} won the match!</source>
        <translation>Перемога в партії: {names}!</translation>
    </message>
    <message>
        <source>{names} won the round!</source>
        <translation>Кон виграно: {names}!</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>%n second(s) left for your move: then the computer makes it.</source>
        <translation>
            <numerusform>Лишилася %n секунда на ваш хід: далі його зробить комп&apos;ютер.</numerusform>
            <numerusform>Лишилося %n секунди на ваш хід: далі його зробить комп&apos;ютер.</numerusform>
            <numerusform>Лишилося %n секунд на ваш хід: далі його зробить комп&apos;ютер.</numerusform>
        </translation>
    </message>
</context>
</TS>
