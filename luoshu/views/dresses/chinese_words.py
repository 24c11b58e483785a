"""The word game in Chinese: nine words in which three words sharing a character (字) win, built so that it is
tic-tac-toe, as the English word game is with its letters. In a Chinese face the word game wears them (the
Simplified words in zh_CN, the Traditional in zh_TW); its winning sets are found from the words themselves, the
trios that share a character, as for any words (``disguises.words_game``).

Each of tic-tac-toe's eight lines is a character, and each cell's word is made of exactly the characters of the
lines through it: the centre's word has four (a 成语, 来去自如, "to come and go as one pleases"), each corner's
three, each edge's two. So the three words that share a character are a line, and every line is three such words.
The words, row by row, as they would lie on the grid (the game itself never shows where they lie):

    传上去  如上  带上来        傳上去  如上  帶上來
    自传   来去自如  自带       自傳   來去自如  自帶
    传下来  如下  带下去        傳下來  如下  帶下去

Every word is a word a reader knows: 自传 an autobiography, 自带 to bring one's own, 如上 and 如下 "as above" and
"as follows", and the corners what one does with a thing handed up or down (传上去, 带下去). The Traditional set is
the Simplified one character for character (来 來, 传 傳, 带 帶), so the game is the same game in both scripts.

>>> [word for word in SIMPLIFIED if "上" in word]
['传上去', '如上', '带上来']
>>> dict(zip(SIMPLIFIED, TRADITIONAL))["来去自如"]
'來去自如'
"""

from __future__ import annotations

__all__ = ["SIMPLIFIED", "TRADITIONAL"]

SIMPLIFIED = ("传上去", "如上", "带上来", "自传", "来去自如", "自带", "传下来", "如下", "带下去")
"""The nine words in Simplified characters (zh_CN), row by row over the grid: A1, A2, A3, B1, ... C3."""

TRADITIONAL = ("傳上去", "如上", "帶上來", "自傳", "來去自如", "自帶", "傳下來", "如下", "帶下去")
"""The same nine words in Traditional characters (zh_TW), in the same order."""
