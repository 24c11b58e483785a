"""What the package's face says: a name it does not have, as Python itself says it of any module.

>>> no_attribute(package="'luoshu'", name="'nothing'")
"module 'luoshu' has no attribute 'nothing'"
"""

from __future__ import annotations

from luoshu.words.language import _


def no_attribute(package: str, name: str) -> str:
    """A name asked of a package that has none by it; ``package`` and ``name`` as their reprs."""
    return _("module {package} has no attribute {name}").format(package=package, name=name)
