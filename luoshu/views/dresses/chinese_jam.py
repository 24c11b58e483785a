"""Jam's towns and roads with Chinese names, Simplified (zh_CN) and Traditional (zh_TW), as docs/glossary.md chooses
them: names of their own, chosen for their sense (a ford, a brook, an elm wood), not for their sound. Only the
names: which road runs through which town is Jam's own (``disguises.JAM_ROADS``), whatever the language.

>>> ROADS["Station Road"], TOWNS["Carden"]
(('车站路', '車站路'), ('石门', '石門'))
"""

from __future__ import annotations

__all__ = ["ROADS", "TOWNS"]

ROADS: dict[str, tuple[str, str]] = {
    "High Street": ("大街", "大街"),
    "Church Lane": ("教堂巷", "教堂巷"),
    "Mill Lane": ("磨坊巷", "磨坊巷"),
    "Station Road": ("车站路", "車站路"),
    "River Road": ("沿河路", "沿河路"),
    "Old Road": ("古道", "古道"),
    "Bridge Street": ("桥头街", "橋頭街"),
    "Quarry Way": ("石场路", "石場路"),
    "Forest Drive": ("林荫道", "林蔭道"),
}
"""Each road's Chinese name, (Simplified, Traditional), by its English name."""

TOWNS: dict[str, tuple[str, str]] = {
    "Ashford": ("柳渡", "柳渡"),
    "Brookes": ("溪口", "溪口"),
    "Carden": ("石门", "石門"),
    "Dunmore": ("高岭", "高嶺"),
    "Elmwood": ("榆林", "榆林"),
    "Fairlie": ("芳甸", "芳甸"),
    "Glenby": ("深谷", "深谷"),
    "Holt": ("松岗", "松崗"),
}
"""Each town's Chinese name, (Simplified, Traditional), by its English name."""
