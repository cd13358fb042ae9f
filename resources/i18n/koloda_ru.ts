<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AIInput</name>
    <message>
        <source>%s&apos;s AI chose an illegal move (%s); a random legal move is played.</source>
        <translation>ИИ игрока %s выбрал недопустимый ход (%s); сделан случайный допустимый ход.</translation>
    </message>
    <message>
        <source>%s&apos;s AI failed (%s); a random legal move is played.</source>
        <translation>ИИ игрока %s дал сбой (%s); сделан случайный допустимый ход.</translation>
    </message>
    <message>
        <source>%s&apos;s AI took far too long; the normal level&apos;s move is played.</source>
        <translation>ИИ игрока %s думал слишком долго; сделан ход уровня «средний».</translation>
    </message>
    <message>
        <source>%s&apos;s AI took far too long; a random legal move is played.</source>
        <translation>ИИ игрока %s думал слишком долго; сделан случайный допустимый ход.</translation>
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
&lt;p&gt;Карточные игры против компьютерных соперников или с друзьями за сетевым столом: {games}.&lt;/p&gt;
&lt;p&gt;Версия {version}. Свободная программа под лицензией GNU GPL версии 3 или более поздней.&lt;/p&gt;
&lt;p&gt;Колоды «Английский рисунок» и «Атласные карты» взяты из GNOME Aisleriot: английская &amp;copy; 2007 Aike Reyer (GPL 3 или более поздняя); атласные — Vincent Bermel по колоде Дмитрия Фомина (LGPL 3 или более поздняя).
Собственная колода Koloda, столы, звуки и значки созданы для Koloda.&lt;/p&gt;</translation>
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
        <translation>{meld} и {cards}</translation>
    </message>
    <message>
        <source>Melds: {melds}</source>
        <translation>Комбинации: {melds}</translation>
    </message>
    <message>
        <source>Melds, none yet</source>
        <translation>Комбинаций пока нет</translation>
    </message>
    <message>
        <source>{pile}, top {cards}</source>
        <translation>{pile}, сверху {cards}</translation>
    </message>
    <message>
        <source>a new meld</source>
        <translation>новая комбинация</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>сброс</translation>
    </message>
    <message>
        <source>{a} covered by {c}</source>
        <translation>{a} покрыта {c}</translation>
    </message>
    <message>
        <source>{a}, not covered</source>
        <translation>{a}, не покрыта</translation>
    </message>
    <message>
        <source>Table: {cards}</source>
        <translation>Стол: {cards}</translation>
    </message>
    <message>
        <source>Table, empty</source>
        <translation>Стол пуст</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>стол</translation>
    </message>
    <message>
        <source>Pile, top {top}: {cards}</source>
        <translation>Рядок, сверху {top}: {cards}</translation>
    </message>
    <message>
        <source>Pile, empty</source>
        <translation>Рядок пуст</translation>
    </message>
    <message>
        <source>{stock}, {n} out of play</source>
        <translation>{stock}, вышло из игры: {n}</translation>
    </message>
    <message>
        <source>the pile</source>
        <translation>рядок</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, можно сыграть</translation>
    </message>
    <message>
        <source>Your hand, {n}: {cards}</source>
        <translation>Ваша рука, {n}: {cards}</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Ваша рука пуста</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>ваш ход</translation>
    </message>
    <message>
        <source>{who} to play</source>
        <translation>ходит {who}</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>На столе нет игры.</translation>
    </message>
    <message>
        <source>No moves for you now: {turn}.</source>
        <translation>Сейчас у вас нет ходов: {turn}.</translation>
    </message>
    <message>
        <source>No moves for you now.</source>
        <translation>Сейчас у вас нет ходов.</translation>
    </message>
    <message>
        <source>; and {n} more</source>
        <translation>; и ещё {n}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>The move to make glows on the table.</source>
        <translation>Ход, который нужно сделать, подсвечен на столе.</translation>
    </message>
    <message>
        <source>No move on that key now. Press L for the legal moves.</source>
        <translation>Сейчас на этой клавише нет хода. Нажмите L, чтобы услышать возможные ходы.</translation>
    </message>
    <message>
        <source>Selection cleared.</source>
        <translation>Выбор снят.</translation>
    </message>
    <message>
        <source>{card} unselected.</source>
        <translation>{card}: выбор снят.</translation>
    </message>
    <message>
        <source>Target: {place}</source>
        <translation>Куда: {place}</translation>
    </message>
    <message>
        <source>Nothing can be played here. {area}</source>
        <translation>Сюда ничего нельзя сыграть. {area}</translation>
    </message>
    <message>
        <source>Select cards in your hand first (Space), then come back here.</source>
        <translation>Сначала выберите карты в руке (пробел), потом вернитесь сюда.</translation>
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
        <translation>В программе Koloda произошла ошибка (%s), и журнал сбоя записать не удалось.</translation>
    </message>
    <message>
        <source>Something went wrong in Koloda; the details were saved in %s.</source>
        <translation>В программе Koloda произошла ошибка; подробности сохранены в %s.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>There is no game in progress.</source>
        <translation>Сейчас нет начатой игры.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>That move is not allowed now: %s</source>
        <translation>Этот ход сейчас не разрешён: %s</translation>
    </message>
    <message>
        <source>In a lesson the table shows the move to make.</source>
        <translation>В уроке стол сам показывает нужный ход.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>Нет вашего хода, который можно отменить.</translation>
    </message>
    <message>
        <source>There is no move to play again.</source>
        <translation>Нет хода, который можно повторить.</translation>
    </message>
    <message>
        <source>A hint is only given on your turn.</source>
        <translation>Подсказка доступна только в ваш ход.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>someone</source>
        <translation>кто-то</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вам</translation>
    </message>
    <message>
        <source>meld {n}</source>
        <translation>комбинации {n}</translation>
    </message>
    <message>
        <source>your {cards}</source>
        <translation>вашей комбинации {cards}</translation>
    </message>
    <message>
        <source>her own {cards}</source>
        <translation>своей комбинации {cards}</translation>
    </message>
    <message>
        <source>his own {cards}</source>
        <translation>своей комбинации {cards}</translation>
    </message>
    <message>
        <source>their own {cards}</source>
        <translation>своей комбинации {cards}</translation>
    </message>
    <message>
        <source>{who}&apos;s {cards}</source>
        <translation>комбинации {cards} игрока {who}</translation>
    </message>
    <message>
        <source>{who} starts a new pile with {cards}</source>
        <translation>{who} начинает новый рядок картой {cards}</translation>
    </message>
    <message>
        <source>You start a new pile with {cards}</source>
        <translation>Вы начинаете новый рядок картой {cards}</translation>
    </message>
    <message>
        <source>{who} plays {cards}</source>
        <translation>{who} кладёт {cards}</translation>
    </message>
    <message>
        <source>You play {cards}</source>
        <translation>Вы кладёте {cards}</translation>
    </message>
    <message>
        <source>{who} leads {cards}</source>
        <translation>{who} ходит: {cards}</translation>
    </message>
    <message>
        <source>You lead {cards}</source>
        <translation>Вы ходите: {cards}</translation>
    </message>
    <message>
        <source>{who} covers {attack} with {cover}</source>
        <translation>{who} кроет {attack} картой {cover}</translation>
    </message>
    <message>
        <source>You cover {attack} with {cover}</source>
        <translation>Вы кроете {attack} картой {cover}</translation>
    </message>
    <message>
        <source>{who} says “take”</source>
        <translation>{who} говорит «беру»</translation>
    </message>
    <message>
        <source>You say “take”</source>
        <translation>Вы говорите «беру»</translation>
    </message>
    <message>
        <source>{who} throws in {cards}</source>
        <translation>{who} подкидывает {cards}</translation>
    </message>
    <message>
        <source>You throw in {cards}</source>
        <translation>Вы подкидываете {cards}</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who} пасует</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Вы пасуете</translation>
    </message>
    <message>
        <source>all beaten: the cards are discarded</source>
        <translation>бито</translation>
    </message>
    <message>
        <source>{who} draws {n}</source>
        <translation>{who} берёт из колоды: {n}</translation>
    </message>
    <message>
        <source>You draw {n}</source>
        <translation>Вы берёте из колоды: {n}</translation>
    </message>
    <message>
        <source>{who} melds {cards}</source>
        <translation>{who} выкладывает комбинацию {cards}</translation>
    </message>
    <message>
        <source>You meld {cards}</source>
        <translation>Вы выкладываете комбинацию {cards}</translation>
    </message>
    <message>
        <source>{who} plays {cards} as a single on {meld}</source>
        <translation>{who} докладывает {cards} к {meld}</translation>
    </message>
    <message>
        <source>You play {cards} as a single on {meld}</source>
        <translation>Вы докладываете {cards} к {meld}</translation>
    </message>
    <message>
        <source>{who} discards {cards}</source>
        <translation>{who} сбрасывает {cards}</translation>
    </message>
    <message>
        <source>You discard {cards}</source>
        <translation>Вы сбрасываете {cards}</translation>
    </message>
    <message>
        <source>{who} ends the turn without discarding</source>
        <translation>{who} заканчивает ход без сброса</translation>
    </message>
    <message>
        <source>You end your turn without discarding</source>
        <translation>Вы заканчиваете ход без сброса</translation>
    </message>
    <message>
        <source>the pile of {n} goes to {who}</source>
        <translation>рядок ({n}) уходит в стопку игрока {who}</translation>
    </message>
    <message>
        <source>the pile of {n} goes to you</source>
        <translation>рядок ({n}) уходит в вашу стопку</translation>
    </message>
    <message>
        <source>the pile of {n} is built: it goes to no one</source>
        <translation>рядок ({n}) построен и не достаётся никому</translation>
    </message>
    <message>
        <source>{who} has no {rank} and no {suit}</source>
        <translation>{who}: нет ни {rank}, ни {suit}</translation>
    </message>
    <message>
        <source>you have no {rank} and no {suit}</source>
        <translation>у вас нет ни {rank}, ни {suit}</translation>
    </message>
    <message>
        <source>jack on jack: the pile of {n} is destroyed</source>
        <translation>валет на валета: рядок ({n}) сгорает</translation>
    </message>
    <message>
        <source>three of a rank: {who} puts {n} from the stock on the stack</source>
        <translation>три одного достоинства: {who} берёт в стопку из колоды: {n}</translation>
    </message>
    <message>
        <source>three of a rank: you put {n} from the stock on your stack</source>
        <translation>три одного достоинства: вы берёте в свою стопку из колоды: {n}</translation>
    </message>
    <message>
        <source>{card} costs {who} {n} from the stack</source>
        <translation>{card}: {who} теряет из стопки: {n}</translation>
    </message>
    <message>
        <source>{card} costs you {n} from your stack</source>
        <translation>{card}: вы теряете из своей стопки: {n}</translation>
    </message>
    <message>
        <source>a new deal begins; {who} deals</source>
        <translation>новая раздача; сдаёт {who}</translation>
    </message>
    <message>
        <source>a new deal begins; you deal</source>
        <translation>новая раздача; сдаёте вы</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>раздача окончена</translation>
    </message>
    <message>
        <source>{who} is out</source>
        <translation>{who} выходит из игры</translation>
    </message>
    <message>
        <source>you are out</source>
        <translation>вы выходите из игры</translation>
    </message>
    <message>
        <source>a new hand begins</source>
        <translation>новый кон</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>кон окончен</translation>
    </message>
    <message>
        <source>{who}&apos;s blind run J-Q-K or Q-K-A ends the hand</source>
        <translation>слепая последовательность J-Q-K или Q-K-A ({who}) заканчивает кон</translation>
    </message>
    <message>
        <source>your blind run J-Q-K or Q-K-A ends the hand</source>
        <translation>ваша слепая последовательность J-Q-K или Q-K-A заканчивает кон</translation>
    </message>
    <message>
        <source>the stock is empty: the hand ends with this turn</source>
        <translation>колода кончилась: кон заканчивается этим ходом</translation>
    </message>
    <message>
        <source>a whole round without a move: the hand ends</source>
        <translation>целый круг без единого хода: кон окончен</translation>
    </message>
    <message>
        <source>{who} scores {v:+d}</source>
        <translation>{who}: {v:+d} очк.</translation>
    </message>
    <message>
        <source>you score {v:+d}</source>
        <translation>вы: {v:+d} очк.</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>{who} picks up {n}</source>
        <translation>{who} забирает со стола: {n}</translation>
    </message>
    <message>
        <source>you pick up {n}</source>
        <translation>вы забираете со стола: {n}</translation>
    </message>
    <message>
        <source>Game {n} of {m} begins</source>
        <translation>Начинается игра {n} из {m}</translation>
    </message>
</context>
<context>
    <name>GameLogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Ход игры</translation>
    </message>
    <message>
        <source>Moves of the game, newest last</source>
        <translation>Ходы игры, последний внизу</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <source>%d–%d players</source>
        <translation>%d–%d игроков</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Play %s</source>
        <translation>Играть: %s</translation>
    </message>
    <message>
        <source>Start a new game of %s (%s)</source>
        <translation>Начать новую игру: %s (%s)</translation>
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
        <translation>Прочитать правила игры «%s»</translation>
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
        <translation>Чувашский петух</translation>
    </message>
    <message>
        <source>Ditch Rummy</source>
        <translation>Забей Рами</translation>
    </message>
    <message>
        <source>Follow rank or suit to grow the pile, grab piles for your stack, and end each deal with the biggest stack.</source>
        <translation>Кладите карту того же достоинства или масти, растите рядок, забирайте рядки в свою стопку и заканчивайте раздачу с самой большой стопкой.</translation>
    </message>
    <message>
        <source>Attack and defend without trumps: spades beat hearts beat diamonds beat clubs. Whoever is left holding cards is the rooster.</source>
        <translation>Атакуйте и отбивайтесь без козырей: пики старше червей, черви старше бубен, бубны старше треф. Кто останется с картами — тот петух.</translation>
    </message>
    <message>
        <source>Draw up to three, meld sets and blind runs, stick singles on any meld, and race to 500.</source>
        <translation>Берите до трёх карт, выкладывайте наборы и слепые последовательности, докладывайте карты к любой комбинации и спешите к 500 очкам.</translation>
    </message>
</context>
<context>
    <name>GestureInput</name>
    <message>
        <source>More than one move uses that: choose where with Up or Down.</source>
        <translation>Так можно сходить по-разному: выберите, куда, стрелками вверх или вниз.</translation>
    </message>
    <message>
        <source>More than one move uses that: drag it where you want it.</source>
        <translation>Так можно сходить по-разному: перетащите карту, куда нужно.</translation>
    </message>
    <message>
        <source>That cannot be played now.</source>
        <translation>Так сейчас сходить нельзя.</translation>
    </message>
    <message>
        <source>{c}: Enter plays it, Up and Down choose where.</source>
        <translation>{c}: Enter — сыграть, стрелки вверх и вниз — выбрать куда.</translation>
    </message>
    <message>
        <source>{c}: choose where with Up or Down, then Enter plays it.</source>
        <translation>{c}: выберите куда стрелками вверх или вниз, затем Enter — сыграть.</translation>
    </message>
    <message>
        <source>{c}: click a highlighted place, or drag.</source>
        <translation>{c}: щёлкните подсвеченное место или перетащите.</translation>
    </message>
    <message>
        <source>{c} selected: select more cards, or another card.</source>
        <translation>Выбрано: {c}. Выберите ещё карты или другую карту.</translation>
    </message>
    <message>
        <source>{c} cannot be played now.</source>
        <translation>{c} сейчас сыграть нельзя.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>{cards} and {last}</source>
        <translation>{cards} и {last}</translation>
    </message>
    <message>
        <source>{names} or {last}</source>
        <translation>{names} или {last}</translation>
    </message>
    <message>
        <source>you share the series only if {who} ends the rooster (CR-13)</source>
        <translation>серию вы разделите, только если петухом станет {who} (CR-13)</translation>
    </message>
    <message>
        <source>the series is yours alone only if {who} ends the rooster (CR-13)</source>
        <translation>вся серия ваша, только если петухом станет {who} (CR-13)</translation>
    </message>
    <message>
        <source>it beats {a}: the same suit, higher (CR-1)</source>
        <translation>она бьёт {a}: та же масть, старше (CR-1)</translation>
    </message>
    <message>
        <source>it beats {a}: a higher suit (CR-1)</source>
        <translation>она бьёт {a}: старшая масть (CR-1)</translation>
    </message>
    <message>
        <source>taking at once, nobody may throw in more (CR-6)</source>
        <translation>если взять сразу, подкинуть никто не сможет (CR-6)</translation>
    </message>
    <message>
        <source>a lead is cards of one suit (CR-4)</source>
        <translation>заходят картами одной масти (CR-4)</translation>
    </message>
    <message>
        <source>a rank already on the table (CR-7)</source>
        <translation>такое достоинство уже есть на столе (CR-7)</translation>
    </message>
    <message>
        <source>you let the bout end (CR-8)</source>
        <translation>вы даёте кону закончиться (CR-8)</translation>
    </message>
    <message>
        <source>you keep {n} more {suit}</source>
        <translation>у вас остаётся ещё {n} {suit}</translation>
    </message>
    <message>
        <source>it is your last {suit}</source>
        <translation>это ваша последняя {suit}</translation>
    </message>
    <message>
        <source>with the stock empty, you go out (CR-10)</source>
        <translation>колода пуста, и вы выходите из игры (CR-10)</translation>
    </message>
    <message>
        <source>wins you the series</source>
        <translation>приносит вам победу в серии</translation>
    </message>
    <message>
        <source>gets you a share of the series</source>
        <translation>приносит вам долю в серии</translation>
    </message>
    <message>
        <source>wins you the series outright</source>
        <translation>приносит вам победу в серии единолично</translation>
    </message>
    <message>
        <source>gets you the larger share of the series</source>
        <translation>приносит вам большую долю в серии</translation>
    </message>
    <message>
        <source>wins you the series (a shared series counted as part of a win)</source>
        <translation>приносит вам победу в серии (разделённая серия считается частью победы)</translation>
    </message>
    <message>
        <source>gets you a share of the series (a smaller share counted for less)</source>
        <translation>приносит вам долю в серии (меньшая доля считается меньше)</translation>
    </message>
    <message>
        <source>keeps you out of the rooster&apos;s seat</source>
        <translation>спасает вас от роли петуха</translation>
    </message>
    <message>
        <source>almost always</source>
        <translation>почти всегда</translation>
    </message>
    <message>
        <source>about nine times in ten</source>
        <translation>примерно в девяти случаях из десяти</translation>
    </message>
    <message>
        <source>about four times in five</source>
        <translation>примерно в четырёх случаях из пяти</translation>
    </message>
    <message>
        <source>about three times in four</source>
        <translation>примерно в трёх случаях из четырёх</translation>
    </message>
    <message>
        <source>about two times in three</source>
        <translation>примерно в двух случаях из трёх</translation>
    </message>
    <message>
        <source>a little more often than not</source>
        <translation>чуть чаще, чем в половине случаев</translation>
    </message>
    <message>
        <source>a little less often than not</source>
        <translation>чуть реже, чем в половине случаев</translation>
    </message>
    <message>
        <source>about one time in three</source>
        <translation>примерно в одном случае из трёх</translation>
    </message>
    <message>
        <source>about one time in four</source>
        <translation>примерно в одном случае из четырёх</translation>
    </message>
    <message>
        <source>about one time in five</source>
        <translation>примерно в одном случае из пяти</translation>
    </message>
    <message>
        <source>about one time in ten</source>
        <translation>примерно в одном случае из десяти</translation>
    </message>
    <message>
        <source>hardly ever</source>
        <translation>почти никогда</translation>
    </message>
    <message>
        <source>about half the time</source>
        <translation>примерно в половине случаев</translation>
    </message>
    <message>
        <source>play {card}</source>
        <translation>сыграть {card}</translation>
    </message>
    <message>
        <source>“{move}”</source>
        <translation>«{move}»</translation>
    </message>
    <message>
        <source>Worked out to the end, this {outcome} every time.</source>
        <translation>Просчитано до конца: этот ход {outcome} при любом раскладе.</translation>
    </message>
    <message>
        <source>Worked out to the end, no move {outcome}.</source>
        <translation>Просчитано до конца: ни один ход не {outcome}.</translation>
    </message>
    <message>
        <source>The odds that this {outcome} are about even.</source>
        <translation>Шансы, что этот ход {outcome}, примерно равны.</translation>
    </message>
    <message>
        <source>Worked out to the end, this {outcome} {odds}.</source>
        <translation>Просчитано до конца: этот ход {outcome} {odds}.</translation>
    </message>
    <message>
        <source>This {outcome} {odds}.</source>
        <translation>Этот ход {outcome} {odds}.</translation>
    </message>
    <message>
        <source>every time</source>
        <translation>при любом раскладе</translation>
    </message>
    <message>
        <source>never</source>
        <translation>ни при каком раскладе</translation>
    </message>
    <message>
        <source>This keeps your team about level with the other team this hand.</source>
        <translation>С этим ходом до конца кона ваша команда примерно наравне с другой.</translation>
    </message>
    <message>
        <source>This keeps you about level with your opponent this hand.</source>
        <translation>С этим ходом до конца кона вы примерно наравне с соперником.</translation>
    </message>
    <message>
        <source>This keeps you about level with the others this hand.</source>
        <translation>С этим ходом до конца кона вы примерно наравне с соперниками.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>Другого хода нет.</translation>
    </message>
    <message>
        <source>Worked out to the end, this is the best move.</source>
        <translation>Просчитано до конца: это лучший ход.</translation>
    </message>
    <message>
        <source>{alt} would do just as well: either is fine here.</source>
        <translation>Ход {alt} был бы ничем не хуже: здесь годится любой из двух.</translation>
    </message>
    <message>
        <source>{alt} would do about as well: either is fine here.</source>
        <translation>Ход {alt} был бы почти так же хорош: здесь годится любой из двух.</translation>
    </message>
    <message>
        <source>It is clearly better than {alt}, the next best.</source>
        <translation>Он явно лучше следующего по силе хода: {alt}.</translation>
    </message>
    <message>
        <source>Worked out to the end: {moves}.</source>
        <translation>Просчитано до конца: {moves}.</translation>
    </message>
    <message>
        <source>Over {n} sampled deals: {moves} (± one standard error).</source>
        <translation>На {n} пробных раскладах: {moves} (± одна стандартная ошибка).</translation>
    </message>
    <message>
        <source>Moves within {m} of the best count as equally good.</source>
        <translation>Ходы, отстающие от лучшего не больше чем на {m}, считаются равноценными.</translation>
    </message>
    <message>
        <source>{move}: {why}.</source>
        <translation>{move} — {why}.</translation>
    </message>
    <message>
        <source>the set {cards} scores {p} (DR-3a, DR-6)</source>
        <translation>набор {cards} приносит {p} (DR-3a, DR-6)</translation>
    </message>
    <message>
        <source>the run {cards} scores {p} (DR-3b, DR-6)</source>
        <translation>последовательность {cards} приносит {p} (DR-3b, DR-6)</translation>
    </message>
    <message>
        <source>{cards} on your own meld scores {p} (DR-3c, DR-6)</source>
        <translation>{cards} к вашей собственной комбинации приносит {p} (DR-3c, DR-6)</translation>
    </message>
    <message>
        <source>{cards} on {who}&apos;s meld scores {p} for you (DR-3c, DR-6)</source>
        <translation>{cards} к комбинации игрока {who} приносит вам {p} (DR-3c, DR-6)</translation>
    </message>
    <message>
        <source>the discard ends your turn and scores nothing (DR-4)</source>
        <translation>сброс заканчивает ход и очков не даёт (DR-4)</translation>
    </message>
    <message>
        <source>you keep your cards for later melds and singles; a card still in hand when the hand ends costs 2, an ace 10 (DR-4, DR-6)</source>
        <translation>вы оставляете карты, чтобы выложить или доложить их позже; карта, оставшаяся на руке в конце кона, стоит 2 очка штрафа, туз 10 (DR-4, DR-6)</translation>
    </message>
    <message>
        <source>your hand is empty: nothing to discard (DR-4)</source>
        <translation>рука пуста: сбрасывать нечего (DR-4)</translation>
    </message>
    <message>
        <source>it ends the hand (DR-5a)</source>
        <translation>это заканчивает кон (DR-5a)</translation>
    </message>
    <message>
        <source>the stock is out: the hand ends (DR-5b)</source>
        <translation>колода кончилась: кон заканчивается (DR-5b)</translation>
    </message>
    <message>
        <source>a round with no meld ends the hand (DR-5c)</source>
        <translation>круг без выложенных комбинаций заканчивает кон (DR-5c)</translation>
    </message>
    <message>
        <source>that wins the match (DR-7)</source>
        <translation>это приносит победу в партии (DR-7)</translation>
    </message>
    <message>
        <source>that shares the match: equal highest totals (DR-7)</source>
        <translation>это делит победу в партии: равные лучшие суммы (DR-7)</translation>
    </message>
    <message>
        <source>wins you the match</source>
        <translation>приносит вам победу в партии</translation>
    </message>
    <message>
        <source>on the table you are level with the others</source>
        <translation>по выложенным картам вы наравне с соперниками</translation>
    </message>
    <message>
        <source>it takes the stock&apos;s last cards: the hand ends with this turn (DR-5b)</source>
        <translation>вы берёте последние карты колоды: кон закончится с этим ходом (DR-5b)</translation>
    </message>
    <message>
        <source>three cards in hand give you the most chances to meld a set or a run (DR-2)</source>
        <translation>с тремя картами на руке больше всего шансов выложить набор или последовательность (DR-2)</translation>
    </message>
    <message>
        <source>a small hand costs less if the hand ends: 2 a card, 10 an ace (DR-6)</source>
        <translation>чем меньше карт на руке, тем меньше штраф, если кон закончится: 2 за карту, 10 за туза (DR-6)</translation>
    </message>
    <message>
        <source>it opens a new pile (RY-7)</source>
        <translation>это начинает новый рядок (RY-7)</translation>
    </message>
    <message>
        <source>the same rank as the pile&apos;s last card (RY-3)</source>
        <translation>то же достоинство, что у последней карты рядка (RY-3)</translation>
    </message>
    <message>
        <source>the same suit as the pile&apos;s last card (RY-3)</source>
        <translation>та же масть, что у последней карты рядка (RY-3)</translation>
    </message>
    <message>
        <source>nobody else holds cards: the pile is built (RY-5)</source>
        <translation>больше ни у кого нет карт: рядок построен (RY-5)</translation>
    </message>
</context>
<context>
    <name>HintCounts</name>
    <message numerus="yes">
        <source>three of a rank: %n stock card(s) onto your stack (RY-6a)</source>
        <translation>
            <numerusform>три одного достоинства: %n карта из колоды в вашу стопку (RY-6a)</numerusform>
            <numerusform>три одного достоинства: %n карты из колоды в вашу стопку (RY-6a)</numerusform>
            <numerusform>три одного достоинства: %n карт из колоды в вашу стопку (RY-6a)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who}&apos;s stack loses %n card(s) (RY-6b)</source>
        <translation>
            <numerusform>{who} теряет %n карту из своей стопки (RY-6b)</numerusform>
            <numerusform>{who} теряет %n карты из своей стопки (RY-6b)</numerusform>
            <numerusform>{who} теряет %n карт из своей стопки (RY-6b)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a jack on a jack destroys the pile (%n card(s)) (RY-6c)</source>
        <translation>
            <numerusform>валет на валета сжигает рядок (%n карта) (RY-6c)</numerusform>
            <numerusform>валет на валета сжигает рядок (%n карты) (RY-6c)</numerusform>
            <numerusform>валет на валета сжигает рядок (%n карт) (RY-6c)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} cannot answer it, so the pile (%n card(s)) is yours (RY-4)</source>
        <translation>
            <numerusform>{who} не может ответить, и рядок (%n карта) ваш (RY-4)</numerusform>
            <numerusform>{who} не может ответить, и рядок (%n карты) ваш (RY-4)</numerusform>
            <numerusform>{who} не может ответить, и рядок (%n карт) ваш (RY-4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you pick up %n card(s) (CR-9)</source>
        <translation>
            <numerusform>вы забираете %n карту (CR-9)</numerusform>
            <numerusform>вы забираете %n карты (CR-9)</numerusform>
            <numerusform>вы забираете %n карт (CR-9)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This should gain you about %n point(s) more than the others this hand.</source>
        <translation>
            <numerusform>До конца кона этот ход должен принести вам примерно на %n очко больше, чем соперникам.</numerusform>
            <numerusform>До конца кона этот ход должен принести вам примерно на %n очка больше, чем соперникам.</numerusform>
            <numerusform>До конца кона этот ход должен принести вам примерно на %n очков больше, чем соперникам.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This should gain you about %n point(s) more than your opponent this hand.</source>
        <translation>
            <numerusform>До конца кона этот ход должен принести вам примерно на %n очко больше, чем сопернику.</numerusform>
            <numerusform>До конца кона этот ход должен принести вам примерно на %n очка больше, чем сопернику.</numerusform>
            <numerusform>До конца кона этот ход должен принести вам примерно на %n очков больше, чем сопернику.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even at best, your opponent should gain about %n point(s) more than you this hand.</source>
        <translation>
            <numerusform>Даже при лучшей игре соперник до конца кона наберёт примерно на %n очко больше, чем вы.</numerusform>
            <numerusform>Даже при лучшей игре соперник до конца кона наберёт примерно на %n очка больше, чем вы.</numerusform>
            <numerusform>Даже при лучшей игре соперник до конца кона наберёт примерно на %n очков больше, чем вы.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This should gain your team about %n point(s) more than the other team this hand.</source>
        <translation>
            <numerusform>До конца кона этот ход должен принести вашей команде примерно на %n очко больше, чем другой.</numerusform>
            <numerusform>До конца кона этот ход должен принести вашей команде примерно на %n очка больше, чем другой.</numerusform>
            <numerusform>До конца кона этот ход должен принести вашей команде примерно на %n очков больше, чем другой.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even at best, the other team should gain about %n point(s) more than yours this hand.</source>
        <translation>
            <numerusform>Даже при лучшей игре другая команда до конца кона наберёт примерно на %n очко больше, чем ваша.</numerusform>
            <numerusform>Даже при лучшей игре другая команда до конца кона наберёт примерно на %n очка больше, чем ваша.</numerusform>
            <numerusform>Даже при лучшей игре другая команда до конца кона наберёт примерно на %n очков больше, чем ваша.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Even at best, the others should gain about %n point(s) more than you this hand.</source>
        <translation>
            <numerusform>Даже при лучшей игре соперники до конца кона наберут примерно на %n очко больше, чем вы.</numerusform>
            <numerusform>Даже при лучшей игре соперники до конца кона наберут примерно на %n очка больше, чем вы.</numerusform>
            <numerusform>Даже при лучшей игре соперники до конца кона наберут примерно на %n очков больше, чем вы.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the table you are %n point(s) ahead</source>
        <translation>
            <numerusform>по выложенным картам вы впереди на %n очко</numerusform>
            <numerusform>по выложенным картам вы впереди на %n очка</numerusform>
            <numerusform>по выложенным картам вы впереди на %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the table you are %n point(s) behind</source>
        <translation>
            <numerusform>по выложенным картам вы позади на %n очко</numerusform>
            <numerusform>по выложенным картам вы позади на %n очка</numerusform>
            <numerusform>по выложенным картам вы позади на %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{alt} would end the hand and lose the match: you would need %n point(s) more (DR-7).</source>
        <translation>
            <numerusform>Вариант {alt} закончил бы кон и проиграл партию: вам нужно ещё %n очко (DR-7).</numerusform>
            <numerusform>Вариант {alt} закончил бы кон и проиграл партию: вам нужно ещё %n очка (DR-7).</numerusform>
            <numerusform>Вариант {alt} закончил бы кон и проиграл партию: вам нужно ещё %n очков (DR-7).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ending the hand now loses the match: you need %n point(s) more (DR-7)</source>
        <translation>
            <numerusform>если закончить кон сейчас, партия проиграна: нужно ещё %n очко (DR-7)</numerusform>
            <numerusform>если закончить кон сейчас, партия проиграна: нужно ещё %n очка (DR-7)</numerusform>
            <numerusform>если закончить кон сейчас, партия проиграна: нужно ещё %n очков (DR-7)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Открыть сетевую игру</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Open the Table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Open the table and wait for friends (Enter)</source>
        <translation>Открыть стол и ждать друзей (Enter)</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Ваше имя за столом</translation>
    </message>
    <message>
        <source>Your name: the other players see it</source>
        <translation>Ваше имя: его увидят другие игроки</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Друг</translation>
    </message>
    <message>
        <source>Who plays seat %d</source>
        <translation>Кто играет на месте %d</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Место %d</translation>
    </message>
    <message>
        <source>When the match starts, the computer plays each seat no friend has taken, until a friend joins it.</source>
        <translation>Когда партия начнётся, за каждое место, которое не занял друг, играет компьютер, пока друг не сядет на него.</translation>
    </message>
</context>
<context>
    <name>HumanInput</name>
    <message>
        <source>There is no game in progress.</source>
        <translation>Сейчас нет начатой игры.</translation>
    </message>
    <message>
        <source>That move is not allowed now: %s</source>
        <translation>Этот ход сейчас не разрешён: %s</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Присоединиться к сетевой игре</translation>
    </message>
    <message>
        <source>Tables on the local network</source>
        <translation>Столы в локальной сети</translation>
    </message>
    <message>
        <source>address:port, e.g. 192.168.1.20:%d</source>
        <translation>адрес:порт, например 192.168.1.20:%d</translation>
    </message>
    <message>
        <source>Address of the table</source>
        <translation>Адрес стола</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Код входа</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Ваше имя за столом</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Код входа:</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Ваше имя:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <source>Tables on the local network:</source>
        <translation>Столы в локальной сети:</translation>
    </message>
    <message>
        <source>%s — %s, %d players, %d free</source>
        <translation>%s — %s, игроков: %d, свободно мест: %d</translation>
    </message>
    <message>
        <source>Tables cannot be listed on this network: type the address the host shows.</source>
        <translation>В этой сети столы не видны: введите адрес, который показывает хозяин стола.</translation>
    </message>
    <message>
        <source>Tables are kept on this computer (loopback): type the address the host shows.</source>
        <translation>Столы остаются на этом компьютере (loopback): введите адрес, который показывает хозяин стола.</translation>
    </message>
    <message>
        <source>Listening for tables…</source>
        <translation>Ищем столы…</translation>
    </message>
    <message>
        <source>Choose a table, or type the address the host shows.</source>
        <translation>Выберите стол или введите адрес, который показывает хозяин стола.</translation>
    </message>
    <message>
        <source>Type the table&apos;s address, such as 192.168.1.20:47142.</source>
        <translation>Введите адрес стола, например 192.168.1.20:47142.</translation>
    </message>
    <message>
        <source>Type the join code the host shows.</source>
        <translation>Введите код входа, который показывает хозяин стола.</translation>
    </message>
    <message>
        <source>Type your name: the other players see it.</source>
        <translation>Введите своё имя: его увидят другие игроки.</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Move the cursor along your hand</source>
        <translation>Двигать курсор по своим картам</translation>
    </message>
    <message>
        <source>Move the cursor to the first or last card</source>
        <translation>Курсор на первую или последнюю карту</translation>
    </message>
    <message>
        <source>Select the card under the cursor (or unselect it)</source>
        <translation>Выбрать карту под курсором (или снять выбор)</translation>
    </message>
    <message>
        <source>Choose where the selected cards go</source>
        <translation>Выбрать, куда пойдут выбранные карты</translation>
    </message>
    <message>
        <source>Play the selected cards there, or where they fit</source>
        <translation>Сыграть выбранные карты туда или туда, куда они подходят</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Снять выбор</translation>
    </message>
    <message>
        <source>Go to the next or previous place: your hand, the table, each player, the buttons</source>
        <translation>К следующему или предыдущему месту: ваша рука, стол, каждый игрок, кнопки</translation>
    </message>
    <message>
        <source>On a place of the table: play the selected cards there (the stock draws)</source>
        <translation>На месте стола: сыграть туда выбранные карты (на колоде — взять карты)</translation>
    </message>
    <message>
        <source>Read the table aloud: whose turn, your hand, each place</source>
        <translation>Прочитать стол вслух: чей ход, ваша рука, каждое место</translation>
    </message>
    <message>
        <source>Read your legal moves aloud</source>
        <translation>Прочитать вслух ваши возможные ходы</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Окно</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation>Начальный экран</translation>
    </message>
    <message>
        <source>Play %s</source>
        <translation>Играть в «%s»</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Play with the mouse (drag, click a card then a place, double-click) or with these keys. A button&apos;s key is shown on the button.</source>
        <translation>Играйте мышью (перетаскивайте карту, щёлкайте карту и место, дважды щёлкайте) или этими клавишами. Клавиша кнопки написана на самой кнопке.</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Что делает</translation>
    </message>
</context>
<context>
    <name>LessonBar</name>
    <message>
        <source>Leave the Lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>Step %d of %d</source>
        <translation>Шаг %d из %d</translation>
    </message>
</context>
<context>
    <name>LessonRun</name>
    <message>
        <source>In this lesson, wait for your turn.</source>
        <translation>В этом уроке дождитесь своего хода.</translation>
    </message>
    <message>
        <source>Well done. Now watch %s&apos;s move.</source>
        <translation>Отлично. Теперь смотрите, как ходит %s.</translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation>Отлично.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Koloda is already running but does not answer. Close it (or end it) and start Koloda again.</source>
        <translation>Программа Koloda уже запущена, но не отвечает. Закройте её (или завершите процесс) и запустите Koloda снова.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Открыть &amp;недавнее</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Панель инструментов</translation>
    </message>
    <message>
        <source>Show &amp;Toolbar</source>
        <translation>Показывать &amp;панель инструментов</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Save this game to a file</source>
        <translation>Сохранить эту игру в файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Close Koloda (your game is kept)</source>
        <translation>Закрыть Koloda (игра сохранится)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Новая…</translation>
    </message>
    <message>
        <source>Choose a game and opponents</source>
        <translation>Выбрать игру и соперников</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>Play this match again</source>
        <translation>Сыграть эту партию заново</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Главное меню</translation>
    </message>
    <message>
        <source>Back to the three games</source>
        <translation>Вернуться к выбору игры</translation>
    </message>
    <message>
        <source>Show Game &amp;Log</source>
        <translation>Показывать &amp;ход игры</translation>
    </message>
    <message>
        <source>Show the moves of the game in words</source>
        <translation>Ходы игры словами</translation>
    </message>
    <message>
        <source>&amp;Host a Network Game…</source>
        <translation>&amp;Открыть сетевую игру…</translation>
    </message>
    <message>
        <source>Open a table for friends on the local network</source>
        <translation>Открыть стол для друзей в локальной сети</translation>
    </message>
    <message>
        <source>&amp;Join a Network Game…</source>
        <translation>Присоединиться к с&amp;етевой игре…</translation>
    </message>
    <message>
        <source>Sit at a friend&apos;s table on the network</source>
        <translation>Сесть за стол друга в сети</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Вернуть свой последний ход</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Пов&amp;торить</translation>
    </message>
    <message>
        <source>Play again the move you took back</source>
        <translation>Снова сыграть отменённый ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Show what the strongest AI would do</source>
        <translation>Показать, как сыграл бы сильнейший ИИ</translation>
    </message>
    <message>
        <source>&amp;Play the Hint</source>
        <translation>&amp;Сыграть подсказку</translation>
    </message>
    <message>
        <source>Play the move the hint shows</source>
        <translation>Сыграть ход, который показывает подсказка</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Демо</translation>
    </message>
    <message>
        <source>Let the computer play your hand</source>
        <translation>Пусть компьютер играет за вас</translation>
    </message>
    <message>
        <source>Re&amp;view Last Round…</source>
        <translation>Раз&amp;бор последнего кона…</translation>
    </message>
    <message>
        <source>See which of your decisions in the last round cost you</source>
        <translation>Какие ваши решения за последний кон стоили вам очков или шансов</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Your results and plots</source>
        <translation>Ваши результаты и графики</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>Change how Koloda looks</source>
        <translation>Внешний вид, язык и поведение Koloda</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>Зв&amp;ук</translation>
    </message>
    <message>
        <source>Play the sounds of the table (M mutes)</source>
        <translation>Звуки стола (M выключает их)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>Use the whole screen for the table</source>
        <translation>Отдать столу весь экран</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>П&amp;равила этой игры</translation>
    </message>
    <message>
        <source>How to play the game on the table</source>
        <translation>Как играть в игру на столе</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавиатура…</translation>
    </message>
    <message>
        <source>Every key of the window and the table</source>
        <translation>Все клавиши окна и стола</translation>
    </message>
    <message>
        <source>&amp;About Koloda</source>
        <translation>&amp;О программе Koloda</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Версия и лицензия</translation>
    </message>
    <message>
        <source>Rules of %s</source>
        <translation>Правила: %s</translation>
    </message>
    <message>
        <source>How to play %s</source>
        <translation>Как играть: %s</translation>
    </message>
    <message>
        <source>Learn to Play %s</source>
        <translation>Учиться играть: %s</translation>
    </message>
    <message>
        <source>A guided first game of %s</source>
        <translation>Первая игра в %s с подсказками на каждом шаге</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>Choose a game to play.</source>
        <translation>Выберите игру.</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Бросить игру?</translation>
    </message>
    <message>
        <source>Your game of %s is not finished. Abandon it?</source>
        <translation>Игра «%s» не окончена. Бросить её?</translation>
    </message>
    <message>
        <source>This game was saved by an earlier version of Koloda. It goes on from where you left it; nothing is lost.</source>
        <translation>Эта игра сохранена более ранней версией Koloda. Она продолжается с того места, где вы остановились; ничего не потеряно.</translation>
    </message>
    <message>
        <source>New game of %s</source>
        <translation>Новая игра: %s</translation>
    </message>
    <message>
        <source>Lesson: %s</source>
        <translation>Урок: %s</translation>
    </message>
    <message>
        <source>Lesson finished: %s</source>
        <translation>Урок пройден: %s</translation>
    </message>
    <message>
        <source>Game resumed</source>
        <translation>Игра продолжена</translation>
    </message>
    <message>
        <source>This round&apos;s moves were not kept, so it cannot be reviewed.</source>
        <translation>Ходы этого кона не сохранились, поэтому разобрать его нельзя.</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>средний</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>сильный</translation>
    </message>
    <message>
        <source>The computer plays for you…</source>
        <translation>Компьютер играет за вас…</translation>
    </message>
    <message>
        <source>About Koloda</source>
        <translation>О программе Koloda</translation>
    </message>
    <message>
        <source>You took back your move.</source>
        <translation>Вы отменили свой ход.</translation>
    </message>
    <message>
        <source>%s, game %d of %d</source>
        <translation>%s, игра %d из %d</translation>
    </message>
    <message>
        <source>%s&apos;s turn</source>
        <translation>Ходит %s</translation>
    </message>
    <message>
        <source>%s is thinking…</source>
        <translation>%s думает…</translation>
    </message>
    <message>
        <source>Sound on, but this computer has no sound device Koloda can open</source>
        <translation>Звук включён, но на этом компьютере нет звукового устройства, которое Koloda может открыть</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Звук включён</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Звук выключен</translation>
    </message>
    <message>
        <source>Quit Koloda? Your game is kept and offered when you start again.</source>
        <translation>Выйти из программы Koloda? Игра сохранится, и при следующем запуске её можно будет продолжить.</translation>
    </message>
    <message>
        <source>Quit Koloda? This game will be lost.</source>
        <translation>Выйти из программы Koloda? Эта игра будет потеряна.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Koloda</source>
        <translation>Koloda</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>Your game is back where you left it.</source>
        <translation>Игра продолжается с того места, где вы остановились.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Нет игры для сохранения.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Koloda games (*.koloda)</source>
        <translation>Игры Koloda (*.koloda)</translation>
    </message>
    <message>
        <source>Game saved to %s</source>
        <translation>Игра сохранена в %s</translation>
    </message>
    <message>
        <source>Resume your %s game?

No keeps it in File &gt; Open Recent.</source>
        <translation>Продолжить вашу игру «%s»?

При ответе «Нет» она останется в меню Файл &gt; Открыть недавнее.</translation>
    </message>
    <message>
        <source>Your %s game was kept as %s: File &gt; Open Recent opens it.</source>
        <translation>Ваша игра «%s» сохранена как %s: её откроет Файл &gt; Открыть недавнее.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>This file cannot be opened: %s</source>
        <translation>Этот файл нельзя открыть: %s</translation>
    </message>
    <message>
        <source>Opened %s</source>
        <translation>Открыт файл %s</translation>
    </message>
    <message>
        <source>Undo is turned off in the settings.</source>
        <translation>Отмена ходов выключена в настройках.</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Ваш последний ход отменён.</translation>
    </message>
    <message>
        <source>Your move was played again.</source>
        <translation>Ваш ход сыгран снова.</translation>
    </message>
    <message>
        <source>The computer plays your hand. Turn Demo off to play again.</source>
        <translation>Компьютер играет за вас. Выключите «Демо», чтобы снова играть самому.</translation>
    </message>
    <message>
        <source>Hints are turned off in the settings.</source>
        <translation>Подсказки выключены в настройках.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Ищу хороший ход…</translation>
    </message>
    <message>
        <source>No hint this time.</source>
        <translation>На этот раз подсказки нет.</translation>
    </message>
    <message>
        <source>Hint: %s</source>
        <translation>Подсказка: %s</translation>
    </message>
    <message>
        <source>Last match</source>
        <translation>Последняя партия</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Текущая партия</translation>
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
        <translation>Ирина</translation>
    </message>
    <message>
        <source>Mykola</source>
        <translation>Мыкола</translation>
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
        <translation>%s и %s</translation>
    </message>
</context>
<context>
    <name>NamesGenitive</name>
    <message>
        <source>Olena</source>
        <translation>Олены</translation>
    </message>
    <message>
        <source>Taras</source>
        <translation>Тараса</translation>
    </message>
    <message>
        <source>Iryna</source>
        <translation>Ирины</translation>
    </message>
    <message>
        <source>Mykola</source>
        <translation>Мыколы</translation>
    </message>
    <message>
        <source>Oksana</source>
        <translation>Оксаны</translation>
    </message>
    <message>
        <source>Bohdan</source>
        <translation>Богдана</translation>
    </message>
    <message>
        <source>Halyna</source>
        <translation>Галины</translation>
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
        <translation>Стол «%s», который вы открывали, не доигран. Открыть его снова для тех же друзей, с тем же кодом входа?</translation>
    </message>
    <message>
        <source>The table you were hosting could not be read, so it cannot be opened again. The file was kept as %s.</source>
        <translation>Стол, который вы открывали, не удалось прочитать, поэтому открыть его снова нельзя. Файл сохранён как %s.</translation>
    </message>
    <message>
        <source>Your game of %s waits here: it is back when you leave the table.</source>
        <translation>Ваша игра «%s» ждёт здесь: она вернётся, когда вы уйдёте из-за стола.</translation>
    </message>
    <message>
        <source>The table could not be opened: %s</source>
        <translation>Не удалось открыть стол: %s</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Сетевая игра</translation>
    </message>
    <message>
        <source>computer, easy</source>
        <translation>компьютер, лёгкий</translation>
    </message>
    <message>
        <source>computer, normal</source>
        <translation>компьютер, обычный</translation>
    </message>
    <message>
        <source>computer, hard</source>
        <translation>компьютер, сильный</translation>
    </message>
    <message>
        <source>Seat %d</source>
        <translation>Место %d</translation>
    </message>
    <message>
        <source>%s, 4 players in teams: seats 1 and 3 against seats 2 and 4</source>
        <translation>%s, 4 игрока командами: места 1 и 3 против мест 2 и 4</translation>
    </message>
    <message>
        <source>%s (you)</source>
        <translation>%s (вы)</translation>
    </message>
    <message>
        <source>the computer plays until a friend joins</source>
        <translation>за него играет компьютер, пока не присоединится друг</translation>
    </message>
    <message>
        <source>%s — the computer plays for them</source>
        <translation>%s — за него играет компьютер</translation>
    </message>
    <message>
        <source>waiting for a friend</source>
        <translation>ждём друга</translation>
    </message>
    <message>
        <source>Seat %d: %s</source>
        <translation>Место %d: %s</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Начать партию</translation>
    </message>
    <message>
        <source>Start now: the computer plays every friend&apos;s seat still empty</source>
        <translation>Начать сейчас: за каждое свободное место друга играет компьютер</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>&amp;Закрыть стол</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Уйти</translation>
    </message>
    <message>
        <source>&amp;Try Again…</source>
        <translation>&amp;Ещё раз…</translation>
    </message>
    <message>
        <source>Join a Network Game again, with the address and the code you typed</source>
        <translation>Снова присоединиться к сетевой игре, с набранными адресом и кодом</translation>
    </message>
    <message>
        <source>Friends join at %s</source>
        <translation>Друзья подключаются по адресу %s</translation>
    </message>
    <message>
        <source>Join code: %s</source>
        <translation>Код входа: %s</translation>
    </message>
    <message>
        <source>Tell your friends the code. They choose Game &gt; Join a Network Game; the table is listed there, or they type the address.</source>
        <translation>Скажите друзьям код. Они выбирают «Игра &gt; Присоединиться к сетевой игре»; стол будет в списке, или можно ввести адрес.</translation>
    </message>
    <message>
        <source>Tell your friends the address and the code. They choose Game &gt; Join a Network Game and type them.</source>
        <translation>Скажите друзьям адрес и код. Они выбирают «Игра &gt; Присоединиться к сетевой игре» и вводят их.</translation>
    </message>
    <message>
        <source>The host starts the match.</source>
        <translation>Партию начинает хозяин стола.</translation>
    </message>
    <message>
        <source>You took too long: the computer made that move for you.</source>
        <translation>Вы думали слишком долго: этот ход за вас сделал компьютер.</translation>
    </message>
    <message>
        <source>%s has joined the table.</source>
        <translation>%s садится за стол.</translation>
    </message>
    <message>
        <source>%s is back at the table.</source>
        <translation>%s снова за столом.</translation>
    </message>
    <message>
        <source>%s has left; the computer plays their seat if they do not come back.</source>
        <translation>%s выходит из-за стола; если не вернётся, за это место сыграет компьютер.</translation>
    </message>
    <message>
        <source>The computer plays %s&apos;s seat until they come back.</source>
        <translation>Компьютер играет за игрока %s, пока тот не вернётся.</translation>
    </message>
    <message>
        <source>No friend has taken %s: the computer plays it until one joins.</source>
        <translation>%s свободно: за него играет компьютер, пока не присоединится друг.</translation>
    </message>
    <message>
        <source>%s took too long: the computer moved for them.</source>
        <translation>%s слишком долго думает: этот ход сделал компьютер.</translation>
    </message>
    <message>
        <source>No table answers at %s: check the address, and that the host&apos;s table is open.</source>
        <translation>По адресу %s стол не отвечает: проверьте адрес и что стол у хозяина открыт.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Хозяин закрыл стол.</translation>
    </message>
    <message>
        <source>The host is gone: the connection to the table was lost.</source>
        <translation>Хозяин стола пропал: связь со столом потеряна.</translation>
    </message>
    <message>
        <source>You joined this table again from another window.</source>
        <translation>Вы снова сели за этот стол из другого окна.</translation>
    </message>
    <message>
        <source>Waiting for the host to open the table at %s again…</source>
        <translation>Ждём, пока хозяин снова откроет стол %s…</translation>
    </message>
    <message>
        <source>The join code is wrong.</source>
        <translation>Неверный код входа.</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat at this table is taken.</source>
        <translation>Все места для друзей за этим столом заняты.</translation>
    </message>
    <message>
        <source>This table is hosted by another version of Koloda.</source>
        <translation>Этот стол открыт другой версией Koloda.</translation>
    </message>
    <message>
        <source>That name cannot be used at this table; choose another.</source>
        <translation>Это имя нельзя использовать за этим столом; выберите другое.</translation>
    </message>
    <message>
        <source>The host answered with a table this version cannot show.</source>
        <translation>Хозяин прислал стол, который эта версия не может показать.</translation>
    </message>
    <message>
        <source>The host refused: %s</source>
        <translation>Хозяин стола отказал: %s</translation>
    </message>
    <message>
        <source>The host refused the move: %s</source>
        <translation>Хозяин стола не принял ход: %s</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Play the Hint</source>
        <translation>&amp;Сыграть подсказку</translation>
    </message>
    <message>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Уйти из-за стола</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game</source>
        <translation>П&amp;равила этой игры</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keyboard…</source>
        <translation>&amp;Клавиатура…</translation>
    </message>
    <message>
        <source>%s&apos;s table</source>
        <translation>Стол игрока %s</translation>
    </message>
    <message>
        <source>This table could not be announced on the network: %s</source>
        <translation>Этот стол не удалось объявить в сети: %s</translation>
    </message>
    <message>
        <source>Leave the table? The match stops for everyone at it; Host a Network Game opens it again for the same friends.</source>
        <translation>Уйти из-за стола? Партия остановится для всех за ним; «Открыть сетевую игру» откроет его снова для тех же друзей.</translation>
    </message>
    <message>
        <source>Leave the table? The computer plays your seat until you join again with the same code.</source>
        <translation>Уйти из-за стола? Компьютер будет играть за вас, пока вы не вернётесь с тем же кодом.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Уйти из-за стола</translation>
    </message>
    <message>
        <source>%s, %d players</source>
        <translation>%s, игроков: %d</translation>
    </message>
    <message>
        <source>Joining the table at %s…</source>
        <translation>Подключаемся к столу %s…</translation>
    </message>
    <message>
        <source>%s at a network table</source>
        <translation>%s за сетевым столом</translation>
    </message>
    <message>
        <source>computer plays</source>
        <translation>играет компьютер</translation>
    </message>
    <message>
        <source>away</source>
        <translation>отошёл</translation>
    </message>
    <message>
        <source>a friend</source>
        <translation>друг</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Open the table again for the same friends, with the same code</source>
        <translation>Открыть стол снова для тех же друзей, с тем же кодом</translation>
    </message>
    <message>
        <source>Join the host&apos;s next table</source>
        <translation>Присоединиться к следующему столу хозяина</translation>
    </message>
    <message>
        <source>Network game of %s</source>
        <translation>Сетевая игра: %s</translation>
    </message>
    <message>
        <source>You are at the table again.</source>
        <translation>Вы снова за столом.</translation>
    </message>
    <message>
        <source>The match has begun.</source>
        <translation>Партия началась.</translation>
    </message>
    <message>
        <source>The computer chose that move for you.</source>
        <translation>Этот ход за вас сделал компьютер.</translation>
    </message>
    <message>
        <source>You take a seat in a match in play.</source>
        <translation>Вы садитесь за стол посреди партии.</translation>
    </message>
    <message>
        <source>Not joined: %s</source>
        <translation>Не удалось присоединиться: %s</translation>
    </message>
    <message>
        <source>No table at %s</source>
        <translation>Нет стола по адресу %s</translation>
    </message>
    <message>
        <source>Hints are turned off in the settings.</source>
        <translation>Подсказки выключены в настройках.</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Подбираем подсказку…</translation>
    </message>
    <message>
        <source>This table&apos;s match</source>
        <translation>Партия за этим столом</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Правила…</translation>
    </message>
    <message>
        <source>Read the rules of the chosen game (F1)</source>
        <translation>Прочитать правила выбранной игры (F1)</translation>
    </message>
    <message>
        <source>Learn to Play…</source>
        <translation>Учиться играть…</translation>
    </message>
    <message>
        <source>A guided first game: each step says what to do</source>
        <translation>Первая игра с подсказками: каждый шаг объясняет, что делать</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроков:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>As in your last game of %s. Settings holds the level of a first game.</source>
        <translation>Как в вашей прошлой игре «%s». Уровень первой игры задаётся в настройках.</translation>
    </message>
    <message>
        <source>A first game of %s starts at the level set in Settings. Your choices here are kept for the next game.</source>
        <translation>Первая игра «%s» начинается с уровня из настроек. Выбранное здесь сохранится для следующей игры.</translation>
    </message>
    <message>
        <source>New to %s? Learn to Play deals a guided first game.</source>
        <translation>Впервые играете в %s? «Учиться играть» раздаст первую игру с подсказками.</translation>
    </message>
    <message>
        <source>Other players</source>
        <translation>Другие игроки</translation>
    </message>
    <message>
        <source>%s (your partner):</source>
        <translation>%s (ваш партнёр):</translation>
    </message>
    <message>
        <source>Ryadky options</source>
        <translation>Настройки «Рядков»</translation>
    </message>
    <message>
        <source>52 cards (2 to ace)</source>
        <translation>52 карты (от двойки до туза)</translation>
    </message>
    <message>
        <source>36 cards (6 to ace)</source>
        <translation>36 карт (от шестёрки до туза)</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Deals in a ryadok:</source>
        <translation>Раздач в партии:</translation>
    </message>
    <message>
        <source>Chuvash Rooster options</source>
        <translation>Настройки «Чувашского петуха»</translation>
    </message>
    <message>
        <source>Games in the match:</source>
        <translation>Игр в партии:</translation>
    </message>
    <message>
        <source>Ditch Rummy options</source>
        <translation>Настройки «Забей Рами»</translation>
    </message>
    <message>
        <source>Play to a target score</source>
        <translation>Играть до заданного счёта</translation>
    </message>
    <message>
        <source>Play a fixed number of hands</source>
        <translation>Играть заданное число конов</translation>
    </message>
    <message>
        <source>Teams: you and seat 3 against seats 2 and 4</source>
        <translation>Команды: вы и место 3 против мест 2 и 4</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Start the match (Enter)</source>
        <translation>Начать партию (Enter)</translation>
    </message>
    <message>
        <source>Close without starting (Esc)</source>
        <translation>Закрыть, не начиная (Esc)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Deals in a ryadok</source>
        <translation>Раздач в партии</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>Игр в партии</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Счёт для победы</translation>
    </message>
    <message>
        <source>Number of hands</source>
        <translation>Число конов</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Level of %s</source>
        <translation>Уровень: %s</translation>
    </message>
    <message>
        <source>Teams: you and %s against %s and %s</source>
        <translation>Команды: вы и %s против %s и %s</translation>
    </message>
    <message>
        <source>Teams (with 4 players)</source>
        <translation>Команды (при 4 игроках)</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>Колода, %n карта</numerusform>
            <numerusform>Колода, %n карты</numerusform>
            <numerusform>Колода, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard, %n card(s)</source>
        <translation>
            <numerusform>Отбой, %n карта</numerusform>
            <numerusform>Отбой, %n карты</numerusform>
            <numerusform>Отбой, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile, %n card(s)</source>
        <translation>
            <numerusform>Сброс, %n карта</numerusform>
            <numerusform>Сброс, %n карты</numerusform>
            <numerusform>Сброс, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s) from the stock</source>
        <translation>
            <numerusform>Взять %n карту из колоды</numerusform>
            <numerusform>Взять %n карты из колоды</numerusform>
            <numerusform>Взять %n карт из колоды</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n legal move(s)</source>
        <translation>
            <numerusform>%n возможный ход</numerusform>
            <numerusform>%n возможных хода</numerusform>
            <numerusform>%n возможных ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A match of %n hand(s).</source>
        <translation>
            <numerusform>Партия из %n кона.</numerusform>
            <numerusform>Партия из %n конов.</numerusform>
            <numerusform>Партия из %n конов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A match to %n point(s).</source>
        <translation>
            <numerusform>Партия до %n очка.</numerusform>
            <numerusform>Партия до %n очков.</numerusform>
            <numerusform>Партия до %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A ryadok of %n deal(s), {deck}.</source>
        <translation>
            <numerusform>Партия из %n раздачи, {deck}.</numerusform>
            <numerusform>Партия из %n раздач, {deck}.</numerusform>
            <numerusform>Партия из %n раздач, {deck}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A match of %n game(s).</source>
        <translation>
            <numerusform>Партия из %n игры.</numerusform>
            <numerusform>Партия из %n игр.</numerusform>
            <numerusform>Партия из %n игр.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>The host sent something unreadable: %s</source>
        <translation>Хозяин стола прислал что-то нечитаемое: %s</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>That move is not allowed now: %s</source>
        <translation>Этот ход сейчас не разрешён: %s</translation>
    </message>
    <message>
        <source>A hint is only given on your turn.</source>
        <translation>Подсказка доступна только в ваш ход.</translation>
    </message>
    <message>
        <source>There is no undo at a network table.</source>
        <translation>За сетевым столом ходы не отменяются.</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>Nobody wins</source>
        <translation>Никто не выиграл</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>%s wins</source>
        <translation>Победа: %s</translation>
    </message>
    <message>
        <source>%s win as a team</source>
        <translation>Победила команда: %s</translation>
    </message>
    <message>
        <source>%s share the win</source>
        <translation>Победу делят: %s</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Final standings</source>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Сыграть ещё</translation>
    </message>
    <message>
        <source>Play the same match again (Alt+P)</source>
        <translation>Сыграть ту же партию ещё раз (Alt+С)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Choose a game and opponents (Alt+N)</source>
        <translation>Выбрать игру и соперников (Alt+Н)</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Главное меню</translation>
    </message>
    <message>
        <source>Back to the three games (Alt+M)</source>
        <translation>Вернуться к выбору игры (Alt+Г)</translation>
    </message>
    <message numerus="yes">
        <source>Demo made %1 of your %n move(s): the match counts under Hint/undo in the Statistics.</source>
        <translation>
            <numerusform>Компьютер (Демо) сделал за вас %1 из %n вашего хода: в Статистике эта партия в столбце «Подсказки/отмена».</numerusform>
            <numerusform>Компьютер (Демо) сделал за вас %1 из %n ваших ходов: в Статистике эта партия в столбце «Подсказки/отмена».</numerusform>
            <numerusform>Компьютер (Демо) сделал за вас %1 из %n ваших ходов: в Статистике эта партия в столбце «Подсказки/отмена».</numerusform>
        </translation>
    </message>
    <message>
        <source>round by round</source>
        <translation>кон за коном</translation>
    </message>
    <message>
        <source>%s: the fewest times as the Chuvash Rooster wins the match.</source>
        <translation>%s: партию выигрывает тот, кто реже всех был чувашским петухом.</translation>
    </message>
    <message>
        <source>Times rooster</source>
        <translation>Раз петухом</translation>
    </message>
    <message>
        <source>game by game</source>
        <translation>игра за игрой</translation>
    </message>
    <message>
        <source>%s: final totals.</source>
        <translation>%s: итоговый счёт.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
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
        <translation>раздача за раздачей</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>cover %s with %s</source>
        <translation>покрыть %s картой %s</translation>
    </message>
    <message>
        <source>add %s to a meld</source>
        <translation>доложить %s к комбинации</translation>
    </message>
    <message>
        <source>lead %s</source>
        <translation>пойти с %s</translation>
    </message>
    <message>
        <source>throw in %s</source>
        <translation>подкинуть %s</translation>
    </message>
    <message>
        <source>meld %s</source>
        <translation>выложить комбинацию %s</translation>
    </message>
    <message>
        <source>discard %s</source>
        <translation>сбросить %s</translation>
    </message>
    <message>
        <source>draw %s</source>
        <translation>взять из колоды: %s</translation>
    </message>
    <message>
        <source>take</source>
        <translation>взять карты</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, затем </translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>закончить ход</translation>
    </message>
    <message>
        <source>play %s on the pile</source>
        <translation>положить %s на рядок</translation>
    </message>
    <message>
        <source>cover with %s</source>
        <translation>покрыть картой %s</translation>
    </message>
    <message>
        <source>lay the set %s</source>
        <translation>выложить набор %s</translation>
    </message>
    <message>
        <source>lay the run %s</source>
        <translation>выложить последовательность %s</translation>
    </message>
    <message>
        <source>start a new pile with %s</source>
        <translation>начать новый рядок картой %s</translation>
    </message>
    <message>
        <source>take the cards</source>
        <translation>взять карты</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>to pass, what one chose to do</comment>
        <translation>пасовать</translation>
    </message>
    <message>
        <source>destroy the pile</source>
        <translation>уничтожить рядок</translation>
    </message>
    <message>
        <source>win the pile</source>
        <translation>забрать рядок</translation>
    </message>
    <message>
        <source>complete the pile</source>
        <translation>достроить рядок</translation>
    </message>
    <message>
        <source>go out</source>
        <translation>выйти из игры</translation>
    </message>
    <message>
        <source>score %s points</source>
        <translation>получить очков: %s</translation>
    </message>
    <message>
        <source>end the hand</source>
        <translation>закончить кон</translation>
    </message>
    <message>
        <source>lose the match</source>
        <translation>проиграть партию</translation>
    </message>
    <message>
        <source>win the match</source>
        <translation>выиграть партию</translation>
    </message>
    <message>
        <source> and %s</source>
        <translation> и %s</translation>
    </message>
    <message>
        <source>Better to %s; you chose to %s.</source>
        <translation>Лучше было %s; вы решили %s.</translation>
    </message>
    <message>
        <source>Each move {outcome} {odds}, but the better one clearly more often.</source>
        <translation>Каждый из двух ходов {outcome} {odds}, но лучший — явно чаще.</translation>
    </message>
    <message>
        <source>No decision could be judged</source>
        <translation>Ни одно решение оценить нельзя</translation>
    </message>
    <message>
        <source>; {m} more could not be judged</source>
        <translation>; ещё {m} оценить нельзя</translation>
    </message>
    <message>
        <source>; {m} played by the computer for you (Demo) are left out</source>
        <translation>; не учтены ещё {m}, сыгранные за вас компьютером (Демо)</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Разбор закончен.</translation>
    </message>
    <message>
        <source>Review: %s</source>
        <translation>Разбор: %s</translation>
    </message>
    <message>
        <source>The computer played your moves in this round (Demo): none of them is yours to review.</source>
        <translation>В этом кону за вас играл компьютер (Демо): разбирать нечего — ни один ход не ваш.</translation>
    </message>
    <message>
        <source>Review of %s</source>
        <translation>Разбор: %s</translation>
    </message>
    <message>
        <source>Looking at your decisions…</source>
        <translation>Разбираем ваши решения…</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>Остановить разбор</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Назад</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Дальше ▶</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Close the review and show the table as it is</source>
        <translation>Закрыть разбор и показать стол как есть</translation>
    </message>
    <message>
        <source>You made no choice in this round: every move was forced.</source>
        <translation>За этот кон у вас не было выбора: каждый ход был вынужденным.</translation>
    </message>
    <message>
        <source>Decisions looked at: %v of %m</source>
        <translation>Просмотрено решений: %v из %m</translation>
    </message>
    <message>
        <source>No clear mistakes. Well played!</source>
        <translation>Явных ошибок нет. Хорошая игра!</translation>
    </message>
    <message>
        <source>The better move {outcome} {odds}; yours, {yours}.</source>
        <translation>Лучший ход {outcome} {odds}; ваш — {yours}.</translation>
    </message>
    <message>
        <source>Best {best}, yours {mine}: {d} ± {se} less over {n} sampled deals.</source>
        <translation>Лучший ход {best}, ваш {mine}: на {d} ± {se} меньше на {n} пробных раскладах.</translation>
    </message>
    <message>
        <source>A second, independent analysis found {d} less.</source>
        <translation>Второй, независимый анализ показал на {d} меньше.</translation>
    </message>
    <message>
        <source>Move %s: you chose %s; better was %s</source>
        <translation>Ход %s: вы выбрали %s, а лучше было %s</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Разбор остановлен.</translation>
    </message>
    <message>
        <source>Mistake %s of %s</source>
        <translation>Ошибка %s из %s</translation>
    </message>
    <message>
        <source> so far</source>
        <translation> (пока)</translation>
    </message>
    <message>
        <source>No clear mistakes so far.</source>
        <translation>Пока явных ошибок нет.</translation>
    </message>
</context>
<context>
    <name>ReviewCounts</name>
    <message numerus="yes">
        <source>cost the next player %n card(s) of their stack</source>
        <translation>
            <numerusform>отнять у следующего игрока %n карту из стопки</numerusform>
            <numerusform>отнять у следующего игрока %n карты из стопки</numerusform>
            <numerusform>отнять у следующего игрока %n карт из стопки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pick up %n card(s)</source>
        <translation>
            <numerusform>забрать %n карту</numerusform>
            <numerusform>забрать %n карты</numerusform>
            <numerusform>забрать %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The better move should gain you about %n point(s) more.</source>
        <translation>
            <numerusform>Лучший ход должен был принести вам примерно на %n очко больше.</numerusform>
            <numerusform>Лучший ход должен был принести вам примерно на %n очка больше.</numerusform>
            <numerusform>Лучший ход должен был принести вам примерно на %n очков больше.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy: {p}% ({good} of %n decision(s) close to the best)</source>
        <translation>
            <numerusform>Точность: {p}% ({good} из %n решения близко к лучшему)</numerusform>
            <numerusform>Точность: {p}% ({good} из %n решений близко к лучшему)</numerusform>
            <numerusform>Точность: {p}% ({good} из %n решений близко к лучшему)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Review finished: %n decision(s) clearly worse than the best.</source>
        <translation>
            <numerusform>Разбор закончен: %n решение явно хуже лучшего.</numerusform>
            <numerusform>Разбор закончен: %n решения явно хуже лучшего.</numerusform>
            <numerusform>Разбор закончен: %n решений явно хуже лучшего.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Вышел</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Эта игра</translation>
    </message>
    <message>
        <source>Times rooster</source>
        <translation>Раз петухом</translation>
    </message>
    <message>
        <source>the rooster</source>
        <translation>петух</translation>
    </message>
    <message>
        <source>#%d</source>
        <translation>%d-й</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Эта раздача</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стопка</translation>
    </message>
    <message>
        <source>Bonus cards</source>
        <translation>Бонусные карты</translation>
    </message>
    <message>
        <source>Lost to 7/Q</source>
        <translation>Потеряно от 7/Д</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Этот кон</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Этот кон</translation>
    </message>
    <message>
        <source>Team %s</source>
        <translation>Команда %s</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Следующая игра</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующий кон</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Дальше (Enter)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Разбор</translation>
    </message>
    <message>
        <source>See which of your decisions cost you in this round</source>
        <translation>Какие ваши решения за этот кон стоили вам очков или шансов</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Комбинации</translation>
    </message>
    <message>
        <source>Singles</source>
        <translation>Одиночные</translation>
    </message>
    <message>
        <source>Left in hand</source>
        <translation>Осталось на руке</translation>
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
        <translation>Цвет стола</translation>
    </message>
    <message>
        <source>The deck&apos;s own (blue lattice)</source>
        <translation>Своя рубашка колоды (синяя сетка)</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Своя рубашка колоды</translation>
    </message>
    <message>
        <source>Blue lattice</source>
        <translation>Синяя сетка</translation>
    </message>
    <message>
        <source>Red rosette</source>
        <translation>Красная розетка</translation>
    </message>
    <message>
        <source>Green cross-stitch</source>
        <translation>Зелёная вышивка крестом</translation>
    </message>
    <message>
        <source>Custom ({colour})</source>
        <translation>Свой ({colour})</translation>
    </message>
    <message>
        <source>Green baize</source>
        <translation>Зелёное сукно</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Серый</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Внешний вид</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Ваше имя:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Card d&amp;eck:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>Koloda&apos;s own drawn cards</source>
        <translation>Собственные рисованные карты Koloda</translation>
    </message>
    <message>
        <source>English pattern (Aisleriot&apos;s Anglo)</source>
        <translation>Английский рисунок (Anglo из Aisleriot)</translation>
    </message>
    <message>
        <source>Russian Atlas pattern (Aisleriot&apos;s Atlasnye)</source>
        <translation>Атласные карты (Atlasnye из Aisleriot)</translation>
    </message>
    <message>
        <source>&amp;Four colours (clubs green, diamonds blue)</source>
        <translation>&amp;Четыре цвета (трефы зелёные, бубны синие)</translation>
    </message>
    <message>
        <source>Lar&amp;ge cards</source>
        <translation>Кр&amp;упные карты</translation>
    </message>
    <message>
        <source>&amp;High contrast table (dark plain felt, bright text)</source>
        <translation>Высокая ко&amp;нтрастность стола (тёмное сукно без узора, яркий текст)</translation>
    </message>
    <message>
        <source>Your cards and the cards in the middle bigger</source>
        <translation>Ваши карты и карты в центре стола крупнее</translation>
    </message>
    <message>
        <source>&amp;Play the table&apos;s sounds (M turns them on or off)</source>
        <translation>&amp;Звуки стола (M включает и выключает их)</translation>
    </message>
    <message>
        <source>This computer has no sound device Koloda can open: nothing will be heard.</source>
        <translation>На этом компьютере нет звукового устройства, которое Koloda может открыть: ничего не будет слышно.</translation>
    </message>
    <message>
        <source>Your friends at this table still see you as %s: a new name shows from your next table.</source>
        <translation>Друзья за этим столом по-прежнему видят вас как %s: новое имя будет видно со следующего стола.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Колода карт</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Масти четырёх цветов</translation>
    </message>
    <message>
        <source>How the chosen cards look</source>
        <translation>Как выглядят выбранные карты</translation>
    </message>
    <message>
        <source>Table surface</source>
        <translation>Покрытие стола</translation>
    </message>
    <message>
        <source>Large cards</source>
        <translation>Крупные карты</translation>
    </message>
    <message>
        <source>High contrast table</source>
        <translation>Высококонтрастный стол</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <source>Opponents in &amp;Ryadky:</source>
        <translation>Соперники в «&amp;Рядках»:</translation>
    </message>
    <message>
        <source>Opponents in Chuvash R&amp;ooster:</source>
        <translation>Соперники в «Чувашском &amp;петухе»:</translation>
    </message>
    <message>
        <source>Opponents in &amp;Ditch Rummy:</source>
        <translation>Соперники в «&amp;Забей Рами»:</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Коричневый</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Скорость &amp;анимации:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Р&amp;убашка карт:</translation>
    </message>
    <message>
        <source>Table &amp;surface:</source>
        <translation>Покрытие с&amp;тола:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Цвет стола:</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Ваше имя за столом</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Off (no animation)</source>
        <translation>Выкл. (без анимации)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Сукно</translation>
    </message>
    <message>
        <source>Linen cloth</source>
        <translation>Льняная скатерть</translation>
    </message>
    <message>
        <source>Walnut boards</source>
        <translation>Ореховые доски</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Другой цвет…</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in progress</source>
        <translation>Спрашивать, прежде чем бросить начатую игру</translation>
    </message>
    <message>
        <source>Allow hints</source>
        <translation>Разрешить подсказки</translation>
    </message>
    <message>
        <source>Allow undo</source>
        <translation>Разрешить отмену ходов</translation>
    </message>
    <message>
        <source>Games where a hint was used are marked in statistics</source>
        <translation>Игры с подсказками отмечаются в статистике</translation>
    </message>
    <message>
        <source>Games where undo was used are marked in statistics</source>
        <translation>Игры с отменой ходов отмечаются в статистике</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Рубашка карт</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>Card games from Ukraine and beyond. Choose one to play.</source>
        <translation>Карточные игры из Украины и не только. Выберите любую.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Export statistics</source>
        <translation>Экспорт статистики</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget all statistics of all games? This cannot be undone.</source>
        <translation>Забыть всю статистику всех игр? Это нельзя отменить.</translation>
    </message>
    <message>
        <source>%s (%s)</source>
        <translation>%s (%s)</translation>
    </message>
    <message>
        <source>Guided first games finished: %s.</source>
        <translation>Пройденные уроки: %s.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Not yet: %s (Help &gt; Learn to Play).</source>
        <translation>Ещё нет: %s (Справка &gt; Учиться играть).</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Current match</source>
        <translation>Текущая партия</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Last match</source>
        <translation>Последняя партия</translation>
    </message>
    <message>
        <source>No match played yet</source>
        <translation>Ещё не сыграно ни одной партии</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Доля побед со временем</translation>
    </message>
    <message>
        <source>No matches yet</source>
        <translation>Партий пока нет</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>“Hint/undo”: matches where a hint, undo or Demo was used (hollow points in the win-rate plot).</source>
        <translation>«Подсказки/отмена» — партии, где использовались подсказка, отмена хода или демо (полые точки на графике доли побед).</translation>
    </message>
    <message>
        <source>Matches at network tables are counted apart: choose “At network tables” as the opponent level.</source>
        <translation>Партии за сетевыми столами считаются отдельно: выберите «За сетевыми столами» как уровень соперников.</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Сыграно партий</translation>
    </message>
    <message>
        <source>Save every recorded match as a CSV table</source>
        <translation>Сохранить все записанные партии в таблицу CSV</translation>
    </message>
    <message>
        <source>Distribution of scores</source>
        <translation>Распределение очков</translation>
    </message>
    <message>
        <source>No scores yet</source>
        <translation>Очков пока нет</translation>
    </message>
    <message>
        <source>Accuracy of reviewed rounds</source>
        <translation>Точность по разборам</translation>
    </message>
    <message>
        <source>No round reviewed yet</source>
        <translation>Разобранных конов пока нет</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Opponent &amp;level:</source>
        <translation>&amp;Уровень соперников:</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Все уровни</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>At network tables</source>
        <translation>За сетевыми столами</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>The first game is still being played</source>
        <translation>Первая игра ещё идёт</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Times as the rooster</source>
        <translation>Раз петухом</translation>
    </message>
    <message>
        <source>Rooster</source>
        <translation>Петух</translation>
    </message>
    <message>
        <source>“Rooster”: Chuvash Rooster matches in which you were the rooster most often.</source>
        <translation>«Петух» — партии «Чувашского петуха», в которых вы чаще всех оставались петухом.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Средний счёт</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <source>Hint/undo</source>
        <translation>Подсказки/отмена</translation>
    </message>
    <message>
        <source>Each match counts once, a series of games as one, under the strongest opponent&apos;s level. Streaks are matches won in a row.</source>
        <translation>Каждая партия засчитывается один раз (серия игр — как одна партия) на уровне самого сильного соперника. Серия побед — выигранные подряд партии.</translation>
    </message>
    <message>
        <source>Deal or hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Кон</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Сумма очков</translation>
    </message>
    <message>
        <source>The first round is still being played</source>
        <translation>Первый кон ещё идёт</translation>
    </message>
    <message>
        <source>Win rate, %</source>
        <translation>Доля побед, %</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Итоговый счёт</translation>
    </message>
    <message>
        <source>Reviewed rounds</source>
        <translation>Разборы</translation>
    </message>
    <message>
        <source>Accuracy, %</source>
        <translation>Точность, %</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Сбросить…</translation>
    </message>
    <message>
        <source>Forget all statistics (asks first)</source>
        <translation>Забыть всю статистику (с подтверждением)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close the statistics (Esc)</source>
        <translation>Закрыть статистику (Esc)</translation>
    </message>
    <message>
        <source>Statistics table</source>
        <translation>Таблица статистики</translation>
    </message>
    <message>
        <source>Score progression of the match</source>
        <translation>Ход счёта в партии</translation>
    </message>
    <message>
        <source>The first hand is still being played</source>
        <translation>Первый кон ещё идёт</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Кон</translation>
    </message>
    <message>
        <source>The first deal is still being played</source>
        <translation>Первая раздача ещё идёт</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Your turn: lead any card to start a new pile.</source>
        <translation>Ваш ход: положите любую карту, чтобы начать новый рядок.</translation>
    </message>
    <message>
        <source>Your turn: play a card of the same rank or suit as %s.</source>
        <translation>Ваш ход: положите карту того же достоинства или масти, что %s.</translation>
    </message>
    <message>
        <source>Your turn to attack: lead one or more cards of one suit.</source>
        <translation>Вы атакуете: зайдите одной или несколькими картами одной масти.</translation>
    </message>
    <message>
        <source>You defend: cover each card with a higher one of its suit or an equal or higher one of a higher suit, or take.</source>
        <translation>Вы отбиваетесь: покройте каждую карту старшей картой той же масти или равной либо старшей картой старшей масти — или возьмите.</translation>
    </message>
    <message>
        <source>You cannot cover: take the cards.</source>
        <translation>Отбиться нечем: берите карты.</translation>
    </message>
    <message>
        <source>You may throw in a card of a rank on the table, or pass.</source>
        <translation>Можете подкинуть карту того достоинства, что есть на столе, или пасовать.</translation>
    </message>
    <message>
        <source>Your turn: draw 1 card from the stock.</source>
        <translation>Ваш ход: возьмите 1 карту из колоды.</translation>
    </message>
    <message>
        <source>Your turn: draw 1 to %d cards from the stock.</source>
        <translation>Ваш ход: возьмите из колоды от 1 до %d карт.</translation>
    </message>
    <message>
        <source>Meld sets or blind runs, play singles, then discard or end your turn.</source>
        <translation>Выкладывайте наборы или слепые последовательности, докладывайте карты, затем сбросьте карты или закончите ход.</translation>
    </message>
    <message>
        <source>End your turn: discard cards, or press End turn to discard none.</source>
        <translation>Завершите ход: сбросьте карты или нажмите «Конец хода», чтобы ничего не сбрасывать.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Not saved: %s</source>
        <translation>Не сохранено: %s</translation>
    </message>
    <message>
        <source>The game could not be saved: %s</source>
        <translation>Не удалось сохранить игру: %s</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Чей ход</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>{name} is too large ({size} MB, the limit is {limit} MB), so it was not read.</source>
        <translation>Файл {name} слишком велик ({size} МБ, предел — {limit} МБ), поэтому он не прочитан.</translation>
    </message>
    <message>
        <source>{name} is empty.</source>
        <translation>Файл {name} пуст.</translation>
    </message>
    <message>
        <source>{name} could not be read: {detail}.</source>
        <translation>Не удалось прочитать файл {name}: {detail}.</translation>
    </message>
    <message>
        <source>{name} is not a text file (it is not UTF-8).</source>
        <translation>Файл {name} не текстовый (не в кодировке UTF-8).</translation>
    </message>
    <message>
        <source>{name} is damaged or truncated (not valid JSON: {detail}).</source>
        <translation>Файл {name} повреждён или обрезан (неверный JSON: {detail}).</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be a Koloda file.</source>
        <translation>Файл {name} слишком глубоко вложен для файла Koloda.</translation>
    </message>
    <message>
        <source>{name} contains a number that is out of range.</source>
        <translation>Файл {name} содержит число вне допустимого диапазона.</translation>
    </message>
    <message>
        <source>{name} is not a Koloda {kind} file.</source>
        <translation>Файл {name} не является файлом {kind} Koloda.</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>настроек</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>сохранённой игры</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>статистики</translation>
    </message>
    <message>
        <source>{name} has an invalid format version.</source>
        <translation>У файла {name} неверная версия формата.</translation>
    </message>
    <message>
        <source>{name} was written by a newer version of Koloda (format version {version}; this version reads up to {supported}).</source>
        <translation>Файл {name} записан более новой версией Koloda (версия формата {version}; эта версия читает версии до {supported}).</translation>
    </message>
    <message>
        <source>{name} is damaged: {detail}.</source>
        <translation>Файл {name} повреждён: {detail}.</translation>
    </message>
    <message>
        <source>{name} could not be saved: {detail}.</source>
        <translation>Не удалось сохранить файл {name}: {detail}.</translation>
    </message>
    <message>
        <source>{name} does not hold a valid game: {detail}</source>
        <translation>В файле {name} нет правильной игры: {detail}</translation>
    </message>
    <message>
        <source>The game saved automatically could not be resumed and was kept as {bad}. ({reason})</source>
        <translation>Автоматически сохранённую игру не удалось продолжить; она сохранена как {bad}. ({reason})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so Koloda started with the default settings. The old file was kept as {bad}. ({reason})</source>
        <translation>Не удалось прочитать ваши настройки, поэтому Koloda запущена с настройками по умолчанию. Старый файл сохранён как {bad}. ({reason})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so Koloda started with the default settings. The old file could not be moved aside. ({reason})</source>
        <translation>Не удалось прочитать ваши настройки, поэтому Koloda запущена с настройками по умолчанию. Старый файл не удалось переместить. ({reason})</translation>
    </message>
    <message>
        <source>Some settings were invalid and were reset to their defaults: {names}. The old file was kept as {bad}.</source>
        <translation>Некоторые настройки были неверны и сброшены к значениям по умолчанию: {names}. Старый файл сохранён как {bad}.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start empty. The old file was kept as {bad}. ({reason})</source>
        <translation>Не удалось прочитать вашу статистику, поэтому она начинается заново. Старый файл сохранён как {bad}. ({reason})</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Deal %s</source>
        <translation>Раздача %s</translation>
    </message>
    <message>
        <source>Game %s</source>
        <translation>Игра %s</translation>
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
        <translation> из %s</translation>
    </message>
    <message>
        <source>%s: you are the Chuvash Rooster!</source>
        <translation>%s: вы — чувашский петух!</translation>
    </message>
    <message>
        <source>%s: %s is the Chuvash Rooster!</source>
        <translation>%s: %s — чувашский петух!</translation>
    </message>
    <message>
        <source>%s: a draw, nobody is left holding cards.</source>
        <translation>%s: ничья, ни у кого не осталось карт.</translation>
    </message>
    <message>
        <source>%s: nobody scores.</source>
        <translation>%s: никто не набрал очков.</translation>
    </message>
    <message>
        <source>%s: you and %s win with %s.</source>
        <translation>%s: вы и %s побеждаете, очков: %s.</translation>
    </message>
    <message>
        <source>%s: team %s wins with %s.</source>
        <translation>%s: побеждает команда %s, очков: %s.</translation>
    </message>
    <message>
        <source>%s: you win with %s.</source>
        <translation>%s: вы побеждаете, очков: %s.</translation>
    </message>
    <message>
        <source>%s: %s wins with %s.</source>
        <translation>%s: побеждает %s, очков: %s.</translation>
    </message>
    <message>
        <source>%s: %s share it with %s each.</source>
        <translation>%s: победу делят %s, по %s очк. у каждого.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Take</source>
        <translation>Беру</translation>
    </message>
    <message>
        <source>Pick up every card on the table</source>
        <translation>Забрать все карты со стола</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Взять {n}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Конец хода</translation>
    </message>
    <message>
        <source>End your turn without discarding</source>
        <translation>Закончить ход без сброса</translation>
    </message>
    <message>
        <source>A meld is 2 or 3 cards of one rank or in a row; the ace is high only (Q-K-A, not A-2).</source>
        <translation>Комбинация — 2 или 3 карты одного достоинства или подряд; туз только старший (Q-K-A, не A-2).</translation>
    </message>
    <message>
        <source>Draw 1 to {n} cards: press 1 to {n}, or use the buttons.</source>
        <translation>Возьмите от 1 до {n} карт: клавиши 1–{n} или кнопки.</translation>
    </message>
    <message>
        <source>You draw only with fewer than three cards, at the start of your turn.</source>
        <translation>Брать карты можно только в начале хода, когда на руке меньше трёх.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Throw in nothing more</source>
        <translation>Больше ничего не подкидывать</translation>
    </message>
    <message>
        <source>Play your card onto the pile.</source>
        <translation>Положите карту на рядок.</translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Кладите по одной карте.</translation>
    </message>
    <message>
        <source>{c} matches neither the rank nor the suit of {top}.</source>
        <translation>{c} не совпадает с {top} ни по достоинству, ни по масти.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Эту карту сейчас сыграть нельзя.</translation>
    </message>
    <message>
        <source>You attack, {d} takes</source>
        <translation>Вы атакуете, {d} берёт</translation>
    </message>
    <message>
        <source>You attack, {d} defends</source>
        <translation>Вы атакуете, {d} отбивается</translation>
    </message>
    <message>
        <source>{a} attacks, you take</source>
        <translation>{a} атакует, вы берёте</translation>
    </message>
    <message>
        <source>{a} attacks, you defend</source>
        <translation>{a} атакует, вы отбиваетесь</translation>
    </message>
    <message>
        <source>{a} attacks, {d} takes</source>
        <translation>{a} атакует, {d} берёт</translation>
    </message>
    <message>
        <source>{a} attacks, {d} defends</source>
        <translation>{a} атакует, {d} отбивается</translation>
    </message>
    <message>
        <source>Only the defender covers attack cards.</source>
        <translation>Крыть карты атаки может только защищающийся.</translation>
    </message>
    <message>
        <source>{c} does not beat {a}.</source>
        <translation>{c} не бьёт {a}.</translation>
    </message>
    <message>
        <source>A lead is cards of one suit, no more than the defender holds.</source>
        <translation>Заходят картами одной масти, не больше, чем на руках у защищающегося.</translation>
    </message>
    <message>
        <source>You may throw in only a card whose rank is on the table.</source>
        <translation>Подкидывать можно только карту того достоинства, что есть на столе.</translation>
    </message>
    <message>
        <source>Drop your card on the attack card it beats.</source>
        <translation>Положите карту на ту карту атаки, которую она бьёт.</translation>
    </message>
    <message>
        <source>You may only take or pass now.</source>
        <translation>Сейчас можно только взять или пасовать.</translation>
    </message>
    <message>
        <source>Draw from the stock first.</source>
        <translation>Сначала возьмите карты из колоды.</translation>
    </message>
    <message>
        <source>{c} does not fit that meld.</source>
        <translation>{c} не подходит к этой комбинации.</translation>
    </message>
    <message>
        <source>You cannot discard those cards now.</source>
        <translation>Эти карты сейчас сбросить нельзя.</translation>
    </message>
    <message>
        <source>You do not hold {c}.</source>
        <translation>У вас нет {c}.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Такой ход не разрешён.</translation>
    </message>
    <message>
        <source>Your hand is empty. Press L for the legal moves.</source>
        <translation>Ваша рука пуста. Нажмите L, чтобы услышать возможные ходы.</translation>
    </message>
    <message>
        <source>The cursor is on {card}: Left and Right move it, Space selects, Enter plays.</source>
        <translation>Курсор на карте {card}: стрелки влево и вправо двигают его, пробел выбирает карту, Enter её играет.</translation>
    </message>
    <message>
        <source>That cannot be played now.</source>
        <translation>Так сейчас сходить нельзя.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <source>stack {n}</source>
        <translation>стопка {n}</translation>
    </message>
    <message>
        <source>total {n}</source>
        <translation>всего {n}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <source>out #{n}</source>
        <translation>вышел №{n}</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>атакует</translation>
    </message>
    <message>
        <source>takes</source>
        <translation>берёт</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>отбивается</translation>
    </message>
    <message>
        <source>rooster!</source>
        <translation>петух!</translation>
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
        <translation>вне игры {n}</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>рядок</translation>
    </message>
    <message>
        <source>Deal {n} of {m}</source>
        <translation>Раздача {n} из {m}</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Раздача {n}</translation>
    </message>
    <message>
        <source>discard {n}</source>
        <translation>отбой {n}</translation>
    </message>
    <message>
        <source>table</source>
        <translation>стол</translation>
    </message>
    <message>
        <source>discard {n}</source>
        <comment>Ditch Rummy</comment>
        <translation>сброс {n}</translation>
    </message>
    <message>
        <source>Hand {n} of {m}</source>
        <translation>Кон {n} из {m}</translation>
    </message>
    <message>
        <source>Hand {n}, playing to {t}</source>
        <translation>Кон {n}, игра до {t}</translation>
    </message>
    <message>
        <source>melds</source>
        <translation>комбинации</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>Кон {n}</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Построен</translation>
    </message>
    <message>
        <source>Destroyed!</source>
        <translation>Сгорел!</translation>
    </message>
    <message>
        <source>+{v} bonus</source>
        <translation>бонус +{v}</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Берёт</translation>
    </message>
    <message>
        <source>Out!</source>
        <translation>Вышел!</translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Раздача окончена</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Кон окончен</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>думает</translation>
    </message>
    <message>
        <source>Drop the card on a highlighted place.</source>
        <translation>Положите карту на подсвеченное место.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Дождитесь своего хода.</translation>
    </message>
    <message>
        <source>Game {n} of {m}</source>
        <translation>Игра {n} из {m}</translation>
    </message>
    <message>
        <source>The card deck could not be loaded, so Koloda&apos;s own cards are shown: {reason}</source>
        <translation>Не удалось загрузить колоду карт, поэтому показаны собственные карты Koloda: {reason}</translation>
    </message>
    <message>
        <source>You won the match!</source>
        <translation>Вы выиграли партию!</translation>
    </message>
    <message>
        <source>You won the round!</source>
        <translation>Вы выиграли кон!</translation>
    </message>
    <message>
        <source>{names} won the match!</source>
        <translation>Победа в партии: {names}!</translation>
    </message>
    <message>
        <source>{names} won the round!</source>
        <translation>Кон выигран: {names}!</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>%n second(s) left for your move: then the computer makes it.</source>
        <translation>
            <numerusform>Осталась %n секунда на ваш ход: потом его сделает компьютер.</numerusform>
            <numerusform>Осталось %n секунды на ваш ход: потом его сделает компьютер.</numerusform>
            <numerusform>Осталось %n секунд на ваш ход: потом его сделает компьютер.</numerusform>
        </translation>
    </message>
</context>
</TS>
