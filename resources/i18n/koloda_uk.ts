<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Table colour</source>
        <translation>Колір столу</translation>
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
        <source>Wood</source>
        <translation>Дерево</translation>
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
        <source>&amp;Animation speed:</source>
        <translation>Швидкість &amp;анімації:</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Лицьовий бік карт:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Сорочка карт:</translation>
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
        <source>Two colours (red and black)</source>
        <translation>Два кольори (червоні й чорні масті)</translation>
    </message>
    <message>
        <source>Four colours (one per suit)</source>
        <translation>Чотири кольори (кожна масть свого кольору)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелений</translation>
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
        <source>Card faces</source>
        <translation>Лицьовий бік карт</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Сорочка карт</translation>
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
        <source>All games</source>
        <translation>Усі ігри</translation>
    </message>
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
        <source>Win rate over time</source>
        <translation>Частка перемог з часом</translation>
    </message>
    <message>
        <source>Distribution of scores</source>
        <translation>Розподіл очок</translation>
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
        <source>Games</source>
        <translation>Ігри</translation>
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
        <source>Rooster</source>
        <translation>Півень</translation>
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
        <source>A game counts under the strongest opponent&apos;s level. Streaks are wins in a row. “Rooster”: times you ended Chuvash Rooster as the rooster. “Hint/undo”: games where a hint or undo was used (hollow points in the win-rate plot).</source>
        <translation>Гра зараховується на рівні найсильнішого суперника. Серія — перемоги поспіль. «Півень» — скільки разів ви закінчили «Чуваського півня» півнем. «Підказки/скасування» — ігри, де використовували підказку або скасування ходу (порожні точки на графіку частки перемог).</translation>
    </message>
    <message>
        <source>Deal or hand</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Сума очок</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Зіграно ігор</translation>
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
        <source>&amp;Export CSV…</source>
        <translation>&amp;Експорт у CSV…</translation>
    </message>
    <message>
        <source>Save every recorded game as a CSV table</source>
        <translation>Зберегти всі записані ігри в таблицю CSV</translation>
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
        <source>Statistics table</source>
        <translation>Таблиця статистики</translation>
    </message>
    <message>
        <source>Score progression of the match</source>
        <translation>Перебіг рахунку в партії</translation>
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
</TS>
