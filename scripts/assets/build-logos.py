#!/usr/bin/env python3
"""Builds the eight marquee wordmarks in public/logos/.

Each logo is a simple geometric mark plus the brand name in Inter SemiBold,
turned into outlines (so it looks the same on every machine, with no web font)
and painted in `currentColor` so the page's text colour themes it.
HarfBuzz (`hb-shape`) does the shaping so kerning pairs such as "Ta" are right;
fontTools draws the glyph outlines.

Needs Debian packages: fonts-inter, python3-fonttools, libharfbuzz-bin.
Run with the system Python:  /usr/bin/python3 scripts/assets/build-logos.py
"""
import json
import os
import subprocess

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT_PATH = '/usr/share/fonts/opentype/inter/Inter-SemiBold.otf'
OUT_DIR = os.path.join(os.path.dirname(__file__), '..', '..', 'public', 'logos')

HEIGHT = 40          # every logo shares this viewBox height
MARK_SIZE = 26       # the mark sits in a 26x26 box, centred vertically
MARK_TOP = (HEIGHT - MARK_SIZE) / 2
TEXT_X = MARK_SIZE + 8
FONT_SIZE = 21       # cap height ~15.3 units
BASELINE = 27.6      # puts the cap height's middle on the mark's middle
TRACKING = -0.012    # in em: a touch tighter than body text, as wordmarks usually are

# Marks are drawn in a 26x26 box; the builder moves them into place.
# Several use fill-opacity for a second tone while staying one colour.
MARKS = {
    # A hub: a ring around a centre dot.
    'payrollhub': (
        '<path fill-rule="evenodd" d="M13 0a13 13 0 1 1 0 26a13 13 0 1 1 0-26zm0 3.6a9.4 9.4 0 1 0 0 18.8a9.4 9.4 0 1 0 0-18.8z"/>'
        '<circle cx="13" cy="13" r="4.6"/>'
    ),
    # Two people, the second one behind.
    'peopledesk': (
        '<g fill-opacity=".5"><circle cx="18" cy="7.5" r="4.5"/><path d="M12 26v-3a7.5 7.5 0 0 1 14 0v3z"/></g>'
        '<circle cx="9" cy="9" r="5"/><path d="M0 26v-2.2a9 9 0 0 1 18 0V26z"/>'
    ),
    # Three stacked bars, lightest on top.
    'talentstack': (
        '<rect x="7" y="0" width="12" height="6.5" rx="2.2" fill-opacity=".45"/>'
        '<rect x="3.5" y="9.75" width="19" height="6.5" rx="2.2" fill-opacity=".72"/>'
        '<rect x="0" y="19.5" width="26" height="6.5" rx="2.2"/>'
    ),
    # A speech bubble drawn as a loop.
    'chatloop': (
        '<path fill-rule="evenodd" d="M14 0.5a11.5 11.5 0 1 1-6.3 21.1L1 25.5l2.3-7.4A11.5 11.5 0 0 1 14 0.5zm0 3.6a7.9 7.9 0 1 0 0 15.8a7.9 7.9 0 1 0 0-15.8z"/>'
        '<circle cx="14" cy="12" r="2.8"/>'
    ),
    # Five bars of a sound wave.
    'huddlewave': (
        '<rect x="0" y="9" width="3.4" height="8" rx="1.7"/>'
        '<rect x="5.65" y="4.5" width="3.4" height="17" rx="1.7"/>'
        '<rect x="11.3" y="0" width="3.4" height="26" rx="1.7"/>'
        '<rect x="16.95" y="4.5" width="3.4" height="17" rx="1.7"/>'
        '<rect x="22.6" y="9" width="3.4" height="8" rx="1.7"/>'
    ),
    # A tick cut out of a rounded square.
    'taskforge': (
        '<path fill-rule="evenodd" d="M6 0h14a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H6a6 6 0 0 1-6-6V6a6 6 0 0 1 6-6z'
        'M18.2 7.6l-7.3 7.6-3.1-3.1-2.5 2.5 5.6 5.6 9.8-10.1z"/>'
    ),
    # Three kanban columns.
    'sprintboard': (
        '<rect x="0" y="0" width="7.4" height="26" rx="2.2"/>'
        '<rect x="9.3" y="0" width="7.4" height="18" rx="2.2" fill-opacity=".72"/>'
        '<rect x="18.6" y="0" width="7.4" height="11" rx="2.2" fill-opacity=".45"/>'
    ),
    # A route from a start point to a destination diamond.
    'roadmapiq': (
        '<path d="M4.5 21.5C11 21.5 9 6 20.5 5.5" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-dasharray="0.1 5.2"/>'
        '<circle cx="4.5" cy="21.5" r="4.5"/>'
        '<path d="M20.5 0l5.5 5.5-5.5 5.5-5.5-5.5z"/>'
    ),
}

BRANDS = [
    ('payrollhub', 'PayrollHub'),
    ('peopledesk', 'PeopleDesk'),
    ('talentstack', 'TalentStack'),
    ('chatloop', 'ChatLoop'),
    ('huddlewave', 'HuddleWave'),
    ('taskforge', 'TaskForge'),
    ('sprintboard', 'SprintBoard'),
    ('roadmapiq', 'RoadmapIQ'),
]


def shape(text):
    """Glyph names and positions (font units) after HarfBuzz applies kerning."""
    out = subprocess.run(
        ['hb-shape', '--output-format=json', FONT_PATH, text],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


def fmt(number):
    """Short number text: one decimal, no trailing zeros."""
    text = f'{number:.1f}'.rstrip('0').rstrip('.')
    return '0' if text in ('-0', '') else text


def compact_path(d):
    """Rounds the pen's coordinates to one decimal to keep files small."""
    out, token = [], ''
    for ch in d + ' ':
        if ch.isalpha() or ch == ' ':
            if token:
                out.append(fmt(float(token)))
                token = ''
            if ch.isalpha():
                out.append(ch)
        elif ch == '-' and token:
            out.append(fmt(float(token)))
            token = '-'
        else:
            token += ch
    # Join numbers with a space, but not next to command letters.
    text = ''
    for part in out:
        if text and not part[0].isalpha() and not text[-1].isalpha() and not part.startswith('-'):
            text += ' '
        text += part
    return text


def wordmark(font, text):
    """SVG path data for the text, baseline at BASELINE, starting at TEXT_X; returns (d, width)."""
    glyphs = font.getGlyphSet()
    scale = FONT_SIZE / font['head'].unitsPerEm
    track = TRACKING * font['head'].unitsPerEm
    pen = SVGPathPen(glyphs)
    x = 0.0
    for i, g in enumerate(shape(text)):
        # Font units have y up; SVG has y down, so flip y and scale.
        tpen = TransformPen(pen, (scale, 0, 0, -scale, TEXT_X + (x + g['dx']) * scale, BASELINE - g['dy'] * scale))
        glyphs[g['g']].draw(tpen)
        x += g['ax'] + (track if i < len(text) - 1 else 0)
    return compact_path(pen.getCommands()), TEXT_X + x * scale


def build(font, slug, name):
    d, text_end = wordmark(font, name)
    width = round(text_end + 1.5)
    title_id = f'{slug}-title'
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {HEIGHT}" width="{width}" height="{HEIGHT}" '
        f'role="img" aria-labelledby="{title_id}" fill="currentColor">'
        f'<title id="{title_id}">{name}</title>'
        f'<g transform="translate(0 {fmt(MARK_TOP)})">{MARKS[slug]}</g>'
        f'<path d="{d}"/>'
        '</svg>\n'
    )
    path = os.path.join(OUT_DIR, f'{slug}.svg')
    with open(path, 'w', encoding='utf-8') as f:
        f.write(svg)
    print(f'{path}: {width}x{HEIGHT}, {len(svg.encode())} bytes')


def main():
    os.makedirs(OUT_DIR, exist_ok=True)
    font = TTFont(FONT_PATH)
    for slug, name in BRANDS:
        build(font, slug, name)


if __name__ == '__main__':
    main()
