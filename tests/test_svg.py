"""The pictures (SVG): what each draws, checked against the oracle's game and read back from the SVG's own
elements, the words of every picture inside it in every language, and a real renderer drawing them all once.
"""

from __future__ import annotations

import itertools
import json
import math
import re
import shutil
import struct
import subprocess
import unicodedata
import xml.etree.ElementTree as ET
import zlib
from collections import Counter
from pathlib import Path

import oracle
import pytest
from click.testing import CliRunner
from games_files import CHINESE_NAMES, LINES, LONG_NAMES
from running import run

from luoshu import svg
from luoshu.cli import cli
from luoshu.rules import Position, Rules
from luoshu.search.solver import analyse
from luoshu.svg import drawing
from luoshu.svg.chart import learning_curve_svg, study_svg, value_history_svg
from luoshu.teach.explain import explain
from luoshu.teach.replays import replay
from luoshu.teach.study import Record, report
from luoshu.views import colours
from luoshu.views.dresses.dress import dress_for
from luoshu.words.language import speaking

NS = "{http://www.w3.org/2000/svg}"


GAME = oracle.Game(9, 3, 15)


Point = tuple[float, float]


def parse(text: str) -> ET.Element:
    """The picture as XML, after the checks every picture must pass."""
    root = ET.fromstring(text)
    assert root.tag == NS + "svg"
    assert root.get("data-made-by") == "luoshu"
    title, desc = root.find(NS + "title"), root.find(NS + "desc")
    assert title is not None
    assert (title.text or "").strip()
    assert desc is not None
    assert (desc.text or "").strip()
    assert float(root.get("width", "0")) > 0
    assert float(root.get("height", "0")) > 0
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    assert svg.is_luoshu_picture(text)
    return root


def having(element: ET.Element, kind: str) -> list[ET.Element]:
    """The elements under ``element`` of this class, in document order."""
    return [e for e in element.iter() if e.get("class") == kind]


def pairs(root: ET.Element) -> list[ET.Element]:
    return having(root, "pair")


def view(pair: ET.Element, name: str) -> ET.Element | None:
    found = having(pair, name)
    assert len(found) <= 1
    return found[0] if found else None


def both_views(pair: ET.Element) -> tuple[ET.Element, ET.Element]:
    grid, tiles = view(pair, "grid"), view(pair, "tiles")
    assert grid is not None
    assert tiles is not None
    return grid, tiles


def views(pair: ET.Element) -> list[ET.Element]:
    return [v for v in (view(pair, "grid"), view(pair, "tiles")) if v is not None]


def marks(element: ET.Element) -> dict[str, set[int]]:
    """The numbers marked for each player."""
    found: dict[str, set[int]] = {"X": set(), "O": set()}
    for mark in having(element, "mark"):
        found[mark.get("data-player", "")].add(int(mark.get("data-number", "0")))
    return found


def boxes(element: ET.Element, kind: str) -> dict[int, tuple[float, float, float, float]]:
    """Each cell's or tile's rectangle (left, top, right, bottom), by its number."""
    found = {}
    for box in having(element, kind):
        x, y, w, h = (float(box.get(a, "0")) for a in ("x", "y", "width", "height"))
        found[int(box.get("data-number", "0"))] = (x, y, x + w, y + h)
    return found


def centre(box: tuple[float, float, float, float]) -> Point:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def inside(point: Point, box: tuple[float, float, float, float]) -> bool:
    return box[0] < point[0] < box[2] and box[1] < point[1] < box[3]


def rect_centre(element: ET.Element) -> Point:
    x, y, w, h = (float(element.get(a, "0")) for a in ("x", "y", "width", "height"))
    return x + w / 2, y + h / 2


def segment(element: ET.Element) -> tuple[Point, Point]:
    """The two ends of a straight path ``Mx yLx y``."""
    numbers = numbers_in(element)
    assert len(numbers) == 4, element.get("d")
    return (numbers[0], numbers[1]), (numbers[2], numbers[3])


def on_segment(point: Point, ends: tuple[Point, Point], slack: float = 0.6) -> bool:
    (x0, y0), (x1, y1) = ends
    px, py = point
    length = math.hypot(x1 - x0, y1 - y0)
    across = abs((x1 - x0) * (y0 - py) - (x0 - px) * (y1 - y0)) / length
    along = ((px - x0) * (x1 - x0) + (py - y0) * (y1 - y0)) / length
    return across < slack and -slack < along < length + slack


def numbers_in(path: ET.Element) -> list[float]:
    return [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path.get("d", ""))]


def segment_middle(cross: ET.Element) -> Point:
    """The middle of a path's first stroke: a cross's centre."""
    x0, y0, x1, y1 = numbers_in(cross)[:4]
    return (x0 + x1) / 2, (y0 + y1) / 2


def underline_middle(bar: ET.Element) -> Point:
    """The middle of an underline ``Mx yhw``."""
    x, y, width = numbers_in(bar)
    return x + width / 2, y


def circle_centre(circle: ET.Element) -> Point:
    return float(circle.get("cx", "0")), float(circle.get("cy", "0"))


def captions(pair: ET.Element) -> list[str]:
    return [t.text or "" for t in having(pair, "caption")]


def up_to_symmetry(game: oracle.Game) -> list[tuple[frozenset[int], frozenset[int]]]:
    """One reachable position of each class under the grid's eight symmetries (765 for Pick Fifteen): the
    symmetries from the layout, by turning and flipping the square's rows and columns."""
    turned = [list(row) for row in zip(*oracle.LUO_SHU[::-1], strict=True)]
    squares = []
    for square in (oracle.LUO_SHU, turned):
        for flip_rows in (False, True):
            for flip_columns in (False, True):
                rows = square[::-1] if flip_rows else square
                squares.append([row[::-1] if flip_columns else row for row in rows])
    images = [
        {a: b for ra, rb in zip(oracle.LUO_SHU, s, strict=True) for a, b in zip(ra, rb, strict=True)} for s in squares
    ]

    def key(x: frozenset[int], o: frozenset[int]) -> tuple[list[int], list[int]]:
        return min((sorted(i[n] for n in x), sorted(i[n] for n in o)) for i in images)

    found: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[frozenset[int], frozenset[int]]] = {}
    for x, o in sorted(game.reachable(), key=lambda p: (sorted(p[0]), sorted(p[1]))):
        smallest = key(x, o)
        found.setdefault((tuple(smallest[0]), tuple(smallest[1])), (x, o))
    return list(found.values())


def rgb(colour: str, scale: float = 1.0) -> tuple[float, float, float]:
    r, g, b = (int(colour[i : i + 2], 16) / scale for i in (1, 3, 5))
    return r, g, b


def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and rows of RGB(A) bytes of an 8-bit, non-interlaced PNG, as rsvg-convert writes."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, compressed, header = 8, b"", b""
    while at < len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        at += 12 + length
        header = body if kind == b"IHDR" else header
        compressed += body if kind == b"IDAT" else b""
    width, height, depth, colour, _, _, interlaced = struct.unpack(">IIBBBBB", header)
    assert (depth, interlaced) == (8, 0)
    assert colour in (2, 6)
    step = 3 if colour == 2 else 4
    raw, stride, rows = zlib.decompress(compressed), width * step, []
    above = bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        # Each filter undone by a loop of its own (the filters of the PNG standard, section 9.2).
        if kind == 1:  # Sub: the byte to the left
            for i in range(step, stride):
                line[i] = (line[i] + line[i - step]) & 0xFF
        elif kind == 2:  # Up: the byte above
            line = bytearray((x + b) & 0xFF for x, b in zip(line, above, strict=True))
        elif kind == 3:  # Average of the two
            for i in range(stride):
                line[i] = (line[i] + (((line[i - step] if i >= step else 0) + above[i]) >> 1)) & 0xFF
        elif kind == 4:  # Paeth: whichever of left, above and above-left is nearest left + above - above-left
            for i in range(stride):
                a, b = (line[i - step] if i >= step else 0), above[i]
                c = above[i - step] if i >= step else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        above = bytearray(line)
        if step == 4:
            del line[3::4]  # the alpha channel
        rows.append(bytes(line))
    return width, height, rows


LANGUAGES = ["en", "zh-CN", "zh-TW"]


SVG = "{http://www.w3.org/2000/svg}"


def ems(character: str) -> float:
    if unicodedata.combining(character):
        return 0.0
    return 1.0 if unicodedata.east_asian_width(character) in ("W", "F") else 0.55


def spans(picture: str) -> tuple[float, list[tuple[float, float, float, str]]]:
    """The picture's width, and each text's baseline, left and right edge (estimated), and words."""
    root = ET.fromstring(picture)
    found = []
    for text in root.iter(f"{SVG}text"):
        words = "".join(text.itertext())
        if not words:
            continue
        size = float(text.get("font-size") or 16)
        wide = sum(map(ems, words)) * size * (1.1 if text.get("font-weight") == "bold" else 1.0)
        x, anchor = float(text.get("x", "0")), text.get("text-anchor", "start")
        left = {"start": x, "middle": x - wide / 2, "end": x - wide}[anchor]
        found.append((float(text.get("y", "0")), left, left + wide, words))
    return float(root.get("width", "0")), found


def assert_inside(picture: str, name: str) -> None:
    width, texts = spans(picture)
    outside = [
        f"{left:.0f}-{right:.0f} of {width:.0f}: {words}"
        for _, left, right, words in texts
        if left < 0 or right > width
    ]
    assert not outside, f"{name}:\n" + "\n".join(outside)
    # Words on one baseline (a legend, the picks named under a chart) stand apart.
    by_line: dict[float, list[tuple[float, float, str]]] = {}
    for y, left, right, words in texts:
        by_line.setdefault(y, []).append((left, right, words))
    for y, line in by_line.items():
        line.sort()
        for (_, right, before), (left, _, after) in itertools.pairwise(line):
            assert right <= left, f"{name}: at {y}, {before!r} runs into {after!r}"


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Games given as sets, with long English names and with Chinese ones."""
    folder = tmp_path_factory.mktemp("games")
    made = {}
    for key, names in (
        ("long", LONG_NAMES),
        ("chinese", CHINESE_NAMES),
    ):
        path = folder / f"{key}.json"
        wins = [[names[i] for i in line] for line in LINES]
        path.write_text(json.dumps({"name": f"{names[0]} {names[1]}", "items": names, "wins": wins}))
        made[key] = str(path)
    return made


def drawn(tmp_path: Path, language: str, *args: str, typed: str | None = None) -> str:
    """The picture a command draws with ``--svg``."""
    path = tmp_path / "picture.svg"
    done = CliRunner().invoke(cli, [*args, "--svg", str(path), "--lang", language], input=typed)
    assert done.exit_code == 0, (args, done.output)
    return path.read_text()


def test_the_grid_is_the_luo_shu_and_the_tiles_run_in_rows() -> None:
    pair = pairs(parse(svg.position_svg(Position())))[0]
    grid, tiles = both_views(pair)
    cells = boxes(grid, "cell")
    by_place = sorted(cells, key=lambda n: (round(cells[n][1]), round(cells[n][0])))
    assert by_place == [n for row in oracle.LUO_SHU for n in row]
    places = boxes(tiles, "tile")
    assert sorted(places, key=lambda n: (round(places[n][1]), round(places[n][0]))) == list(range(1, 10))
    assert max(b[2] for b in cells.values()) < min(b[0] for b in places.values())  # side by side
    for kind in ("mark", "last", "struck", "threat", "needs", "verdict"):
        assert not having(pair, kind)


def test_every_kind_of_position_is_drawn_with_exactly_its_marks_and_its_completed_sets_struck() -> None:
    """Each class of position up to symmetry, in normal play and misère, drawn (``position_svg``) once and read
    back as its pair of views: the marks are exactly the numbers each player holds, in both views, and in a
    finished position each set completed is struck, on the grid and on the tiles."""
    for misere in (False, True):
        game = oracle.Game(9, 3, 15, misere)
        for x, o in up_to_symmetry(game):
            pair = pairs(parse(svg.position_svg(Position(x, o, Rules(misere=misere)))))[0]
            for shown in views(pair):
                assert marks(shown) == {"X": x, "O": o}
                places = boxes(shown, "cell" if shown.get("class") == "grid" else "tile")
                for mark in having(shown, "mark"):
                    shape = mark[0]
                    at = circle_centre(shape) if shape.tag == NS + "circle" else segment_middle(shape)
                    assert inside(at, places[int(mark.get("data-number", "0"))])
                    assert (shape.tag == NS + "circle") == (mark.get("data-player") == "O")  # O a ring, X a cross
            grid, tiles = both_views(pair)
            made = [s for s in game.sets if s <= x or s <= o]
            if not made:
                assert not having(pair, "struck")
                continue
            strokes = having(grid, "struck")
            assert len(strokes) == len(made)  # the last pick may complete two lines at once
            cells = boxes(grid, "cell")
            for line in made:
                assert line in oracle.LINES_AS_NUMBERS
                on = [s for s in strokes if all(on_segment(centre(cells[n]), segment(s)) for n in line)]
                assert len(on) == 1
                assert not any(on_segment(centre(cells[n]), segment(on[0])) for n in set(range(1, 10)) - line)
            tiles_struck = {n for n, box in boxes(tiles, "tile").items() for s in having(tiles, "struck")
                            if inside(rect_centre(s), box)}  # fmt: skip
            assert tiles_struck == set().union(*made)
            assert len(having(tiles, "struck")) == len(tiles_struck)


@pytest.mark.parametrize("record", [[5], [5, 1], [2, 1, 4, 3, 5, 6, 8], [1, 2, 4, 3, 5, 6, 7, 9, 8]])
def test_the_last_pick_is_outlined_in_both_views(record: list[int]) -> None:
    position = Position.from_moves(record)
    pair = pairs(parse(svg.position_svg(position, last=record[-1])))[0]
    for shown in views(pair):
        kind = "cell" if shown.get("class") == "grid" else "tile"
        outlines = having(shown, "last")
        assert len(outlines) == 1
        assert outlines[0].get("stroke-dasharray")  # dashed: it reads without colour
        assert math.dist(rect_centre(outlines[0]), centre(boxes(shown, kind)[record[-1]])) < 0.5
    assert not having(pairs(parse(svg.position_svg(position)))[0], "last")


@pytest.mark.parametrize("record", [[5, 1], [5], [], [5, 2, 8], [1], [2, 1, 4, 3], [5, 1, 4]])
@pytest.mark.parametrize("misere", [False, True])
def test_each_ply_of_an_explanation_draws_its_threats_and_blocks(record: list[int], misere: bool) -> None:
    start = Position.from_moves(record, Rules(misere=misere))
    why = explain(start)
    drawn = pairs(parse(svg.explanation_svg(why, start)))
    assert len(drawn) == 1 + len(why.line)
    assert captions(drawn[0])[0].startswith("start:")
    position = start
    for step, pair in zip(why.line, drawn[1:], strict=True):
        position = position.play(step.number)
        grid, tiles = both_views(pair)
        assert captions(pair)[0] == f"{step.ply}. {step.player} picks {step.number} ({step.cell})"
        assert marks(grid) == marks(tiles) == {"X": set(position.x), "O": set(position.o)}
        threats = having(grid, "threat")
        assert sorted((t.get("data-player"), int(t.get("data-needs", "0"))) for t in threats) == sorted(
            (step.player, t.needs) for t in step.threats
        )
        cells = boxes(grid, "cell")
        for group, threat in zip(threats, step.threats, strict=True):
            line = next(e for e in group if e.tag == NS + "path")
            assert line.get("stroke-dasharray")
            assert all(on_segment(centre(cells[n]), segment(line)) for n in (*threat.numbers, threat.needs))
            (dot,) = having(group, "needs")
            assert inside(circle_centre(dot), cells[threat.needs])
        places = boxes(tiles, "tile")
        ringed = {n for ring in having(tiles, "needs") for n, box in places.items() if inside(circle_centre(ring), box)}
        underlined = {
            n for bar in having(tiles, "held") for n, box in places.items() if inside(underline_middle(bar), box)
        }
        assert ringed == {t.needs for t in step.threats}
        assert underlined == {n for t in step.threats for n in t.numbers}
        assert len(having(grid, "blocked")) == len(step.blocks)
        assert len(having(grid, "struck")) == len(step.completes)  # a line through each set completed
        if step.fork:
            assert len({int(t.get("data-needs", "0")) for t in threats}) >= 2
            assert "a fork" in " ".join(captions(pair))


def test_a_fork_is_drawn_as_two_threats() -> None:
    start = Position.from_moves([5, 1])
    why = explain(start)
    forks = [index for index, step in enumerate(why.line) if step.fork]
    assert forks, "the line from 5 1 has a fork"
    pair = pairs(parse(svg.explanation_svg(why, start)))[1 + forks[0]]
    assert len(having(pair, "threat")) == len(why.line[forks[0]].threats) == 2


def test_a_replay_draws_one_pair_per_ply_and_names_the_mistakes() -> None:
    record = [2, 1, 4, 3, 5, 6, 8]
    plies = replay(record)
    root = parse(svg.replay_svg(plies))
    drawn = pairs(root)
    assert len(drawn) == len(record)
    for p, pair in zip(plies, drawn, strict=True):
        lines = captions(pair)
        assert lines[0] == f"ply {p.ply}: {p.player} picks {p.number} ({oracle.CELL_NAMES[p.number]})"
        assert lines[1].startswith(f"{p.before} \u2192 {p.after}")
        assert ("(mistake)" in lines[1]) == p.mistake
        assert all(t.get("font-weight") == ("bold" if p.mistake else "normal") for t in having(pair, "caption"))
        assert marks(pair) == {"X": set(p.position.x), "O": set(p.position.o)}
        (last,) = having(view(pair, "tiles"), "last")  # type: ignore[arg-type]
        assert inside(rect_centre(last), boxes(pair, "tile")[p.number])
    assert having(drawn[-1], "struck")
    assert not any(having(pair, "struck") for pair in drawn[:-1])
    title = [t.text or "" for t in having(root, "title")]
    # The title names the game's moves and its result.
    assert title[0] == "Pick Fifteen, replayed: 2 (A3) 1 (C2) 4 (A1) 3 (B1) 5 (B2) 6 (C3) 8 (C1)"
    assert title[1] == "X wins with 2 + 5 + 8 = 15."
    assert title[2].startswith("First mistake: ply 2, O picked 1 (C2)")
    assert root.findtext(NS + "title", "").startswith("Pick Fifteen, replayed: 2 (A3) 1 (C2)")


def test_an_explanations_starting_board_outlines_the_last_pick() -> None:
    # explain 5 2 8 --pick 1: the starting board outlines 8 (C1), the last pick of the record, in both views.
    result = run("explain", "5", "2", "8", "--pick", "1", "--svg", "-")
    start = pairs(parse(result.stdout))[0]
    grid, tiles = both_views(start)
    (last_cell,) = having(grid, "last")
    (last_tile,) = having(tiles, "last")
    assert inside(rect_centre(last_cell), boxes(grid, "cell")[8])
    assert inside(rect_centre(last_tile), boxes(tiles, "tile")[8])
    # The empty board has no last pick to outline.
    empty = pairs(parse(run("explain", "--svg", "-").stdout))[0]
    assert not having(empty, "last")


@pytest.mark.parametrize("rules", [Rules.order(4), Rules(target=14), Rules.order(4, misere=True), Rules(12, 3, 18)])
def test_games_without_a_grid_draw_the_tiles_alone(rules: Rules) -> None:
    start = Position.from_moves([1, 2, 3], rules)
    for picture in (
        svg.position_svg(start, last=3, verdicts=analyse(start)),
        svg.explanation_svg(explain(start), start),
    ):
        for pair in pairs(parse(picture)):
            assert view(pair, "grid") is None
            assert view(pair, "tiles") is not None
            places = boxes(pair, "tile")
            assert sorted(places) == list(range(1, rules.numbers + 1))
            assert len({round(box[0]) for box in places.values()}) == math.ceil(math.sqrt(rules.numbers))
            assert not having(pair, "threat")  # lines are drawn on a grid only
            assert not having(pair, "blocked")
    drawn = pairs(parse(svg.explanation_svg(explain(start), start)))
    final = start
    for step, pair in zip(explain(start).line, drawn[1:], strict=True):
        final = final.play(step.number)
        assert marks(pair) == {"X": set(final.x), "O": set(final.o)}
        places = boxes(pair, "tile")
        ringed = {n for ring in having(pair, "needs") for n, box in places.items() if inside(circle_centre(ring), box)}
        assert ringed == {t.needs for t in step.threats}


@pytest.mark.parametrize("record", [[], [5], [5, 1], [1, 5, 9], [2, 1, 4, 3]])
def test_every_free_move_shows_its_verdict_with_a_sign(record: list[int]) -> None:
    position = Position.from_moves(record)
    expected = GAME.pick_verdicts(position.x, position.o)
    pair = pairs(parse(svg.position_svg(position, verdicts=analyse(position))))[0]
    sign = {"win": "+", "draw": "=", "loss": "\u2212"}
    best = max(expected.values(), key=oracle.rank)
    for shown in views(pair):
        kind = "cell" if shown.get("class") == "grid" else "tile"
        places = boxes(shown, kind)
        found = {}
        for text in having(shown, "verdict"):
            (number,) = [
                n for n, box in places.items() if inside((float(text.get("x", "0")), float(text.get("y", "0"))), box)
            ]
            found[number] = text
        assert set(found) == set(expected)
        for number, (outcome, plies) in expected.items():
            words = found[number].text or ""
            assert words == ("= draw" if outcome == "draw" else f"{sign[outcome]} {outcome} {plies}")
            assert (found[number].get("font-weight") == "bold") == ((outcome, plies) == best)


def test_the_palette_reads_in_greyscale_and_every_text_colour_has_contrast() -> None:
    def grey(colour: str) -> float:
        r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
        return 0.299 * r + 0.587 * g + 0.114 * b

    def luminance(colour: str) -> float:
        linear = [(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4) for v in rgb(colour, 255.0)]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    assert abs(grey(colours.MARK["X"]) - grey(colours.MARK["O"])) >= 40
    # a mark's colour is on a held box or paper
    held = [colours.PAPER, drawing.WHITE, drawing.STRUCK, *drawing.TINT.values()]
    for text, fills in [
        (colours.INK, [*held, *colours.HINT.values()]),
        (colours.LABEL, [*held, *colours.HINT.values()]),
    ] + [(colour, held) for colour in colours.MARK.values()]:
        for fill in fills:
            light, dark = sorted((luminance(text), luminance(fill)), reverse=True)
            assert (light + 0.05) / (dark + 0.05) >= 4.5, (text, fill)


def test_only_its_own_pictures_are_luoshu_pictures() -> None:
    assert svg.is_luoshu_picture(svg.replay_svg(replay([5, 1])))
    assert not svg.is_luoshu_picture('<svg xmlns="http://www.w3.org/2000/svg"><g data-made-by="luoshu"/></svg>')
    assert not svg.is_luoshu_picture('<svg data-made-by="luoshu"/>')  # not in the SVG namespace
    assert not svg.is_luoshu_picture('{"format": "luoshu"}')
    assert not svg.is_luoshu_picture("")
    assert not svg.is_luoshu_picture("<svg")


def test_solve_svg_draws_the_position_and_prints_as_before(tmp_path: Path) -> None:
    picture = tmp_path / "solve.svg"
    result = run("solve", "5", "1", "--svg", str(picture))
    assert result.exit_code == 0, result.output
    assert result.stdout == run("solve", "5", "1").stdout
    root = parse(picture.read_text(encoding="utf-8"))
    (pair,) = pairs(root)
    assert marks(pair) == {"X": {5}, "O": {1}}
    assert len(having(pair, "last")) == 2
    assert len(having(pair, "verdict")) == 2 * 7
    as_json = run("solve", "--json", "5", "1", "--svg", str(picture))
    assert as_json.exit_code == 0
    assert as_json.stdout.startswith("{")
    assert run("solve", "-", "--svg", str(picture), typed="5\n").exit_code == 2


def test_explain_and_replay_svg(tmp_path: Path) -> None:
    picture = tmp_path / "why.svg"
    result = run("explain", "5", "2", "8", "--pick", "1", "--svg", str(picture))
    assert result.exit_code == 0, result.output
    why = explain(Position.from_moves([5, 2, 8]), 1)
    assert len(pairs(parse(picture.read_text(encoding="utf-8")))) == 1 + len(why.line)
    game = tmp_path / "game.svg"
    result = run("explore", "replay", "5", "1", "4", "6", "--svg", str(game))
    assert result.exit_code == 0, result.output
    assert len(pairs(parse(game.read_text(encoding="utf-8")))) == 4
    result = run("explore", "replay", "1", "2", "3", "--order", "4", "--svg", str(game))
    assert result.exit_code == 0, result.output
    assert all(view(pair, "grid") is None for pair in pairs(parse(game.read_text(encoding="utf-8"))))


@pytest.mark.parametrize(
    "command",
    [["solve", "5"], ["explain", "5"], ["explore", "replay", "5", "1"]],
    ids=["solve", "explain", "replay"],
)
def test_svg_never_replaces_a_file_it_did_not_write(tmp_path: Path, command: list[str]) -> None:
    for text in ("my notes\n", '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>\n'):
        notes = tmp_path / "notes.svg"
        notes.write_text(text, encoding="utf-8")
        result = run(*command, "--svg", str(notes))
        assert result.exit_code == 1
        assert "is not a luoshu picture: it was left alone" in result.output
        assert result.stdout == ""  # the picture comes first: nothing was printed
        assert notes.read_text(encoding="utf-8") == text
    folder = tmp_path / "folder"
    folder.mkdir()
    result = run(*command, "--svg", str(folder))
    assert result.exit_code == 1
    assert "is a folder" in result.output
    assert list(folder.iterdir()) == []


def test_svg_replaces_its_own_picture(tmp_path: Path) -> None:
    picture = tmp_path / "x.svg"
    assert run("solve", "5", "--svg", str(picture)).exit_code == 0
    first = picture.read_text(encoding="utf-8")
    assert run("solve", "5", "1", "--svg", str(picture)).exit_code == 0
    second = picture.read_text(encoding="utf-8")
    assert second != first
    assert marks(pairs(parse(second))[0]) == {"X": {5}, "O": {1}}
    assert [p.name for p in tmp_path.iterdir()] == ["x.svg"]  # no temporary file left behind


@pytest.mark.parametrize(
    "name",
    ["solve", "explanation", "replay", "order 4"],
)
def test_a_real_renderer_draws_the_pictures(tmp_path: Path, name: str) -> None:
    if shutil.which("rsvg-convert") is None:
        pytest.skip("needs rsvg-convert (Debian package librsvg2-bin; .ci/run installs it)")
    start, order4 = Position.from_moves([5, 1]), Position.from_moves([1, 16, 6], Rules.order(4))
    pictures = {
        "solve": lambda: svg.position_svg(start, last=1, verdicts=analyse(start)),
        "explanation": lambda: svg.explanation_svg(explain(start), start),
        "replay": lambda: svg.replay_svg(replay([2, 1, 4, 3, 5, 6, 8])),
        "order 4": lambda: svg.position_svg(order4, last=6, verdicts=analyse(order4)),
    }
    source, image = tmp_path / "picture.svg", tmp_path / "picture.png"
    text = pictures[name]()
    source.write_text(text, encoding="utf-8")
    done = subprocess.run(["rsvg-convert", "-o", str(image), str(source)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    width, height, rows = png_pixels(image.read_bytes())
    root = parse(text)
    assert (width, height) == (math.ceil(float(root.get("width", "0"))), math.ceil(float(root.get("height", "0"))))
    pixels = Counter(row[i : i + 3] for row in rows for i in range(0, len(row), 3))  # each colour's count
    white = bytes((255, 255, 255))
    assert pixels.total() - pixels[white] > 0.1 * pixels.total(), "the picture is (nearly) blank"
    assert len(pixels) > 16
    for colour in colours.MARK.values():  # both players' marks are drawn, in their colours
        wanted = bytes(int(colour[i : i + 2], 16) for i in (1, 3, 5))
        assert pixels[wanted] > 20, colour


@pytest.mark.parametrize(
    ("command", "held"),
    [(["solve", "5", "1"], {"X": {5}, "O": {1}}), (["explain", "5", "1"], {"X": {5}, "O": {1}})],
    ids=["solve", "explain"],
)
def test_svg_dash_prints_the_picture_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: list[str], held: dict[str, set[int]]
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run(*command, "--svg", "-")
    assert result.exit_code == 0, result.output
    root = parse(result.stdout)  # the whole output is one SVG document: no text beside it
    assert marks(pairs(root)[0]) == held
    # With --json too, one of the two would be dropped: refused, with the reason.
    refused = run(*command, "--json", "--svg", "-")
    assert refused.exit_code == 2
    assert "--svg - prints the picture alone" in refused.output
    assert list(tmp_path.iterdir()) == []  # no file called -
    result = run("explore", "replay", "5", "1", "4", "--svg", "-")
    assert len(pairs(parse(result.stdout))) == 3


def test_a_notebook_shows_a_position_an_explanation_and_a_replay_as_their_pictures() -> None:
    from luoshu import Position
    from luoshu.svg.pictures import is_luoshu_picture
    from luoshu.teach.explain import explain
    from luoshu.teach.replays import replay

    position = Position.from_moves([5, 1, 4])
    for thing in (position, explain(position, 6), replay([5, 1, 4])):
        picture = thing._repr_svg_()
        assert picture is not None
        assert is_luoshu_picture(picture)
        ET.fromstring(picture)
    assert replay([])._repr_svg_() is None  # nothing to draw: the notebook shows the list
    held = {
        int(g.get("data-number", 0))
        for g in ET.fromstring(position._repr_svg_() or "").iter()
        if g.get("class") == "mark"
    }
    assert held == {1, 4, 5}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_of_every_picture_stand_inside_it(language: str, tmp_path: Path, games: dict[str, str]) -> None:
    pictures = {
        "replay": ("explore", "replay", "5", "1", "8", "2", "3"),
        "replay of long names": (
            "explore",
            "replay",
            "--sets",
            games["long"],
            "Bartholomew Crescent",
            "Holt Market Square",
            "Extraordinarily Long Avenue",
        ),
        "replay of Chinese names": (
            "explore",
            "replay",
            "--sets",
            games["chinese"],
            "井字棋游戏",
            "洛书幻方之九宫格子",
            "圈叉游戏",
        ),
        "explanation": ("explain", "5", "1"),
        "explanation of a misère game": ("explain", "--misere", "5", "1"),
        "position": ("solve", "5", "1"),
        "position of Chinese names": ("solve", "--sets", games["chinese"], "井字棋游戏"),
        "grade": ("grade", "random", "--as", "X", "--seed", "3"),
        "learning curve": ("menace", "--games", "40", "--seed", "1"),
    }
    for name, args in pictures.items():
        assert_inside(drawn(tmp_path, language, *args), f"{name} in {language}")
    # The study's chart, of a class's answers in every dress.
    out = tmp_path / "study.csv"
    CliRunner().invoke(cli, ["study", "--trials", "2", "--seed", "1", "--out", str(out)], input="5\n" * 8)
    assert_inside(drawn(tmp_path, language, "study", "--report", str(out)), f"study in {language}")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("dress", [None, "jam", "words", "product"])
def test_a_games_value_chart_names_its_picks_and_its_mistakes_inside_it(language: str, dress: str | None) -> None:
    # Seven mistakes in a game of nine picks (the page's chart of a game): every pick named under its point, in
    # the dress's words, and every mistake in the note.
    with speaking(language.replace("-", "_")):
        worn = dress_for(dress) if dress is not None else None
        chart = value_history_svg([8, 3, 9, 7, 6, 1, 4, 2, 5], dress=worn)
        curve = learning_curve_svg([(10, 2, 3, 5), (20, 6, 3, 1)], "MENACE (X), " + "cmd:python3 player.py " * 3)
    assert_inside(chart, f"value chart of {dress} in {language}")
    assert_inside(curve, f"learning curve in {language}")
    named = [t.text for t in ET.fromstring(chart).iter(f"{SVG}text") if t.get("text-anchor") == "middle"]
    assert len(named) == 9, named


def test_the_learning_curves_legend_draws_each_line_as_drawn() -> None:
    chart = ET.fromstring(learning_curve_svg([(10, 2, 3, 5), (20, 6, 3, 1)], "MENACE"))
    lines = {p.get("data-result"): p for p in chart.iter(f"{SVG}polyline")}
    samples = {s.get("data-legend"): s for s in chart.iter(f"{SVG}line") if s.get("data-legend")}
    assert set(samples) == set(lines) == {"win", "draw", "loss"}
    for result, line in lines.items():
        assert samples[result].get("stroke-dasharray") == line.get("stroke-dasharray")
        assert samples[result].get("stroke") == line.get("stroke")
    assert {line.get("stroke-dasharray") for line in lines.values()} != {""}  # some are dashed: the legend shows it
    assert not any("\u2014" in (t.text or "") for t in chart.iter(f"{SVG}text"))


def test_the_study_charts_dots_have_a_legend() -> None:
    # Places where most answers were wrong, and places where few were: both colours of dot drawn.
    records = [Record("p", i, d, "1-", "easy", "5", 5, i % 3 == 0, 1.0 + i) for i, d in enumerate("aabbccaabbcc", 1)]
    chart = ET.fromstring(study_svg(report(records)))
    dots = {c.get("fill") for c in chart.iter(f"{SVG}circle") if c.get("data-place")}
    told = {c.get("fill"): c.get("data-legend") for c in chart.iter(f"{SVG}circle") if c.get("data-legend")}
    assert len(dots) == 2
    assert dots <= set(told)
    words = [t.text for t in chart.iter(f"{SVG}text")]
    assert all(meaning in words for meaning in told.values())
