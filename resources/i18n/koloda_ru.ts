<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Table colour</source>
        <translation>Цвет стола</translation>
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
        <source>Wood</source>
        <translation>Дерево</translation>
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
        <source>&amp;Animation speed:</source>
        <translation>Скорость &amp;анимации:</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Лицевая сторона карт:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Р&amp;убашка карт:</translation>
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
        <source>Two colours (red and black)</source>
        <translation>Две краски (красные и чёрные масти)</translation>
    </message>
    <message>
        <source>Four colours (one per suit)</source>
        <translation>Четыре краски (свой цвет у каждой масти)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
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
        <source>Card faces</source>
        <translation>Лицевая сторона карт</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Рубашка карт</translation>
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
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
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
        <source>Win rate over time</source>
        <translation>Доля побед со временем</translation>
    </message>
    <message>
        <source>Distribution of scores</source>
        <translation>Распределение очков</translation>
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
        <source>Games</source>
        <translation>Игры</translation>
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
        <source>Rooster</source>
        <translation>Петух</translation>
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
        <source>A game counts under the strongest opponent&apos;s level. Streaks are wins in a row. “Rooster”: times you ended Chuvash Rooster as the rooster. “Hint/undo”: games where a hint or undo was used (hollow points in the win-rate plot).</source>
        <translation>Игра засчитывается на уровне самого сильного соперника. Серия — победы подряд. «Петух» — сколько раз вы закончили «Чувашского петуха» петухом. «Подсказки/отмена» — игры, где использовались подсказка или отмена хода (полые точки на графике доли побед).</translation>
    </message>
    <message>
        <source>Deal or hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Сумма очков</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно игр</translation>
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
        <source>&amp;Export CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <source>Save every recorded game as a CSV table</source>
        <translation>Сохранить все записанные игры в таблицу CSV</translation>
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
        <source>Statistics table</source>
        <translation>Таблица статистики</translation>
    </message>
    <message>
        <source>Score progression of the match</source>
        <translation>Ход счёта в партии</translation>
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
</TS>
