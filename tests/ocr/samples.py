"""Synthetic banking screenshots with their ground truth, for the tests and benchmarks.

``render_screenshot("upi_failure", font="liberation-sans", theme="dark")`` draws what a
customer would paste (a failed UPI payment, a pending NEFT transfer, an ATM slip, a
statement excerpt, a bank SMS) with Pillow and the system's DejaVu / Liberation fonts, and
returns the image with the exact text on it and the facts a reader must recover. Content is
fictional and varies with ``seed``. Test support: the product never imports it.
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image
    from PIL.ImageFont import FreeTypeFont

FONT_DIR = "/usr/share/fonts/truetype"
FONTS: dict[str, tuple[str, str]] = {  # name -> (regular, bold)
    "dejavu-sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf"),
    "dejavu-sans-condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
    "dejavu-serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf"),
    "dejavu-mono": ("dejavu/DejaVuSansMono.ttf", "dejavu/DejaVuSansMono-Bold.ttf"),
    "liberation-sans": ("liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf"),
    "liberation-sans-narrow": (
        "liberation/LiberationSansNarrow-Regular.ttf",
        "liberation/LiberationSansNarrow-Bold.ttf",
    ),
    "liberation-serif": ("liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf"),
    "liberation-mono": ("liberation/LiberationMono-Regular.ttf", "liberation/LiberationMono-Bold.ttf"),
    # Devanagari and Latin (Debian's fonts-lohit-deva; no bold face): the Hindi screenshots
    "lohit-devanagari": ("lohit-devanagari/Lohit-Devanagari.ttf", "lohit-devanagari/Lohit-Devanagari.ttf"),
}
THEMES: dict[str, dict[str, str]] = {
    "light": {
        "bg": "#ffffff",
        "text": "#202124",
        "muted": "#5f6368",
        "accent": "#c5221f",
        "bar": "#1a4f9c",
        "bar_text": "#ffffff",
        "rule": "#dadce0",
        "bubble": "#e8eaed",
    },
    "dark": {
        "bg": "#121212",
        "text": "#e8eaed",
        "muted": "#9aa0a6",
        "accent": "#f28b82",
        "bar": "#1f2a44",
        "bar_text": "#e8eaed",
        "rule": "#3c4043",
        "bubble": "#2d2f31",
    },
    # grey on grey: a washed-out photo of a screen, or an app's "disabled" styling
    "low-contrast": {
        "bg": "#eceff1",
        "text": "#7b858c",
        "muted": "#8f989e",
        "accent": "#b07a7a",
        "bar": "#cfd8dc",
        "bar_text": "#6b747a",
        "rule": "#d5dbdf",
        "bubble": "#e3e7ea",
    },
}
KINDS = ("upi_failure", "neft_pending", "atm_slip", "statement", "sms")
HINDI_KINDS = ("sms_hindi", "question_hindi")  # drawn with a Devanagari font ("lohit-devanagari")

Row = tuple[str, tuple[str, ...]]  # (style, cells): 1 cell left, 2 cells left + right, more = table columns


@dataclass(frozen=True, slots=True)
class Screenshot:
    """A rendered screenshot: ``text`` is exactly what is written on it (one line per row),
    ``facts`` the strings a customer needs read back exactly (error code, amount, reference)."""

    name: str
    image: Image
    text: str
    facts: tuple[str, ...]

    def encode(self, format: str = "PNG", **options) -> bytes:
        """The image as file bytes ("PNG", "JPEG" with ``quality=``, "GIF", "WEBP" ...)."""
        buffer = io.BytesIO()
        image = self.image.convert("RGB") if format == "JPEG" else self.image
        image.save(buffer, format=format, **options)
        return buffer.getvalue()


def render_screenshot(
    kind: str,
    *,
    font: str = "dejavu-sans",
    theme: str = "light",
    size: int = 28,
    width: int = 720,
    phone: bool = False,
    seed: int = 0,
) -> Screenshot:
    """Draw one screenshot. ``size`` is the body font size in px; ``phone`` draws a 1080 × 2400
    screen with a status bar (``width`` is then ignored)."""
    rng = random.Random(f"{kind}/{seed}")
    rupee = "₹" if font.startswith(("dejavu", "lohit")) else "Rs."  # Liberation has no rupee sign
    rows, facts = _CONTENT[kind](rng, rupee)
    if phone:
        rows = [("status", ("10:42", "5G 82%")), *rows]
    canvas_width = 1080 if phone else width
    image, lines = _draw(rows, font=font, colors=THEMES[theme], size=size, width=canvas_width, phone=phone)
    name = f"{kind}-{font}-{theme}-{size}px" + ("-phone" if phone else "")
    return Screenshot(name=name, image=image, text="\n".join(lines), facts=facts)


# --- content ------------------------------------------------------------------------------


def _amount(rng: random.Random, low: int, high: int) -> str:
    return f"{rng.randrange(low, high) * 10:,}.00"


UPI_ERRORS = (
    ("U30", "Debit has failed"),
    ("U16", "Risk threshold exceeded"),
    ("U28", "Unable to connect to the remitter bank"),
    ("Z9", "Insufficient funds"),
)


def _upi_failure(rng: random.Random, rupee: str) -> tuple[list[Row], tuple[str, ...]]:
    code, reason = rng.choice(UPI_ERRORS)
    amount, ref = _amount(rng, 50, 900), str(rng.randrange(10**11, 10**12))
    rows: list[Row] = [
        ("bar", ("Suvidha Pay",)),
        ("title", ("Transaction failed",)),
        ("big", (f"{rupee}{amount}",)),
        ("body", (f"Error {code}: {reason}.",)),
        ("rule", ()),
        ("kv", ("Paid to", "Ramesh Kumar")),
        ("kv", ("UPI ID", "ramesh.k@suvidha")),
        ("kv", ("UPI Ref No", ref)),
        ("kv", ("Date", "12 Mar 2025, 10:42 AM")),
        ("muted", ("If money was debited, it will be refunded to your account within 48 hours.",)),
        ("button", ("Retry payment",)),
    ]
    return rows, (code, amount, ref, "failed")


def _neft_pending(rng: random.Random, rupee: str) -> tuple[list[Row], tuple[str, ...]]:
    amount, utr = _amount(rng, 1000, 9000), f"SUVBN{rng.randrange(10**10, 10**11)}"
    rows: list[Row] = [
        ("bar", ("Fund Transfer",)),
        ("title", ("NEFT transfer pending",)),
        ("kv", ("Amount", f"{rupee}{amount}")),
        ("kv", ("Beneficiary", "Anita Sharma")),
        ("kv", ("Account", "XXXXXX7788")),
        ("kv", ("IFSC", "SUVB0001234")),
        ("kv", ("UTR", utr)),
        ("kv", ("Status", "Pending")),
        ("muted", ("Transfers are settled in half-hourly batches. Please check again after 2 hours.",)),
    ]
    return rows, (amount, utr, "Pending", "SUVB0001234")


def _atm_slip(rng: random.Random, rupee: str) -> tuple[list[Row], tuple[str, ...]]:
    amount, atm, txn = _amount(rng, 100, 2000), f"SUVB{rng.randrange(1000, 9999)}", str(rng.randrange(1000, 9999))
    rows: list[Row] = [
        ("title", ("SUVIDHA BANK ATM",)),
        ("kv", ("DATE 12/03/25", "TIME 10:42")),
        ("kv", ("ATM ID", atm)),
        ("kv", ("CARD NO", "XXXXXXXXXXXX4321")),
        ("kv", ("TXN NO", txn)),
        ("kv", ("WITHDRAWAL", f"RS. {amount}")),
        ("kv", ("RESP CODE", "51")),
        ("body", ("TRANSACTION DECLINED",)),
        ("body", ("INSUFFICIENT FUNDS",)),
    ]
    return rows, (atm, amount, txn, "DECLINED")


def _statement(rng: random.Random, rupee: str) -> tuple[list[Row], tuple[str, ...]]:
    balance = rng.randrange(20000, 90000)
    entries = [
        ("01/03", "UPI/ramesh.k", 2500, 0),
        ("04/03", "NEFT/ANITA SHARMA", 0, 15000),
        ("09/03", "ATM WDL SUVB0423", 10000, 0),
        ("15/03", "ACH/HOME LOAN EMI", 18450, 0),
    ]
    rows: list[Row] = [("title", ("Account Statement",)), ("table", ("Date", "Description", "Debit", "Balance"))]
    for date, description, debit, credit in entries:
        balance += credit - debit
        movement = f"{debit:,}.00" if debit else f"+{credit:,}.00"
        rows.append(("table", (date, description, movement, f"{balance:,}.00")))
    return rows, ("18,450.00", "+15,000.00", f"{balance:,}.00", "EMI")


def _sms(rng: random.Random, rupee: str) -> tuple[list[Row], tuple[str, ...]]:
    return _bank_sms(
        rng,
        "Dear Customer, your A/c XX4321 is debited by Rs.{amount} on 12-03-25 towards UPI Ref {ref}. "
        "Not you? Call 1800-123-4567 to block. -Suvidha Bank",
        "debited",
    )


def _sms_hindi(rng: random.Random, rupee: str) -> tuple[list[Row], tuple[str, ...]]:
    return _bank_sms(
        rng,
        f"प्रिय ग्राहक, आपके खाते XX4321 से {rupee}{{amount}} दिनांक 12-03-25 को UPI संदर्भ {{ref}} द्वारा डेबिट "
        "किए गए। यह लेनदेन आपने नहीं किया? ब्लॉक करने के लिए 1800-123-4567 पर कॉल करें। -सुविधा बैंक",
        "डेबिट",
    )


def _bank_sms(rng: random.Random, template: str, debited: str) -> tuple[list[Row], tuple[str, ...]]:
    """A bank's debit alert (``template`` with {amount} and {ref}) in a messaging app's bubble."""
    amount, ref = _amount(rng, 50, 900), str(rng.randrange(10**11, 10**12))
    message = template.format(amount=amount, ref=ref)
    return [("bar", ("VM-SUVBNK",)), ("bubble", (message,))], (amount, ref, "1800-123-4567", debited)


HINDI_QUESTIONS = (
    "मेरा डेबिट कार्ड खो गया है, क्या करूं?",
    "एफडी पर ब्याज दर क्या है?",
    "मुझे होम लोन की ब्याज दर बताइए",
)


def _question_hindi(rng: random.Random, rupee: str) -> tuple[list[Row], tuple[str, ...]]:
    """A customer's question typed in a messaging app, screenshotted and dropped into the chat."""
    question = rng.choice(HINDI_QUESTIONS)
    return [("bar", ("संदेश",)), ("bubble", (question,)), ("muted", ("10:42 AM",))], (question,)


_CONTENT: dict[str, Callable[[random.Random, str], tuple[list[Row], tuple[str, ...]]]] = {
    "upi_failure": _upi_failure,
    "neft_pending": _neft_pending,
    "atm_slip": _atm_slip,
    "statement": _statement,
    "sms": _sms,
    "sms_hindi": _sms_hindi,
    "question_hindi": _question_hindi,
}


# --- drawing ------------------------------------------------------------------------------

_SCALE = {"status": 0.8, "bar": 1.15, "title": 1.35, "big": 1.7, "muted": 0.85}
_COLOR_OF = {"title": "accent", "muted": "muted", "status": "muted", "bar": "bar_text", "button": "bar_text"}


def _draw(rows: list[Row], *, font: str, colors: dict[str, str], size: int, width: int, phone: bool):
    from PIL import Image as PilImage
    from PIL import ImageDraw, ImageFont

    regular, bold = (f"{FONT_DIR}/{path}" for path in FONTS[font])

    def face(style: str) -> FreeTypeFont:
        path = bold if style in ("bar", "title", "big", "button") else regular
        return ImageFont.truetype(path, round(size * _SCALE.get(style, 1.0)))

    margin, gap, lines, ops, y = round(size * 1.2), size * 1.5, [], [], round(size * 0.8)
    # Widen the canvas when a row would not fit (labels and values, table columns never overlap).
    table = [cells for style, cells in rows if style == "table"]
    columns = [max(face("table").getlength(cells[i]) for cells in table) for i in range(4)] if table else []
    needed = [
        face(style).getlength(cells[0]) + gap + face(style).getlength(cells[1])
        for style, cells in rows
        if len(cells) == 2
    ]
    needed.append(sum(columns) + gap * 3 if columns else 0)
    if not phone:
        width = max(width, round(max(needed) + 2 * margin))
    for style, cells in rows:
        font_face = face(style)
        line_height = round(font_face.size * 1.5)
        if style == "rule":
            ops.append(("rule", y + size // 2))
            y += size
            continue
        if style in ("body", "muted", "bubble") and len(cells) == 1:
            wrapped = _wrap(cells[0], font_face, width - 2 * margin - (2 * size if style == "bubble" else 0))
        else:
            wrapped = [cells]
        top = y
        for part in wrapped:
            part_cells = (part,) if isinstance(part, str) else part
            ops.append(("text", style, y, part_cells, font_face))
            lines.append(" ".join(part_cells))
            y += line_height
        if style in ("bar", "button", "bubble"):
            ops.insert(len(ops) - len(wrapped), ("box", style, top - size // 2, y - size // 2 + size // 3))
            y += size
        y += size // 4
    height = 2400 if phone else y + size
    image = PilImage.new("RGB", (width, max(height, y + size)), colors["bg"])
    draw = ImageDraw.Draw(image)
    for op in ops:
        if op[0] == "rule":
            draw.line([(margin, op[1]), (width - margin, op[1])], fill=colors["rule"], width=2)
        elif op[0] == "box":
            _, style, top, bottom = op
            fill = {"bar": colors["bar"], "button": colors["bar"], "bubble": colors["bubble"]}[style]
            left, right = (0, width) if style == "bar" else (margin // 2, width - margin // 2)
            draw.rounded_rectangle([left, top, right, bottom], radius=size // 2 if style != "bar" else 0, fill=fill)
        else:
            _, style, y, cells, font_face = op
            color = colors[_COLOR_OF.get(style, "text")]
            indent = size if style == "bubble" else 0
            label_color = colors["muted"] if style == "kv" else color
            _draw_cells(
                draw,
                cells,
                y=y,
                font=font_face,
                width=width,
                margin=margin + indent,
                color=color,
                label_color=label_color,
                columns=columns,
                gap=gap,
            )
    return image, lines


def _draw_cells(draw, cells, *, y, font, width, margin, color, label_color, columns, gap) -> None:
    if len(cells) == 1:
        draw.text((margin, y), cells[0], font=font, fill=color)
    elif len(cells) == 2:
        draw.text((margin, y), cells[0], font=font, fill=label_color)
        draw.text((width - margin - font.getlength(cells[1]), y), cells[1], font=font, fill=color)
    else:  # table (date, description, debit, balance): text left-aligned, numbers right-aligned
        draw.text((margin, y), cells[0], font=font, fill=color)
        draw.text((margin + columns[0] + gap, y), cells[1], font=font, fill=color)
        balance_right = width - margin
        debit_right = balance_right - columns[3] - gap
        draw.text((debit_right - font.getlength(cells[2]), y), cells[2], font=font, fill=color)
        draw.text((balance_right - font.getlength(cells[3]), y), cells[3], font=font, fill=color)


def _wrap(text: str, font: FreeTypeFont, width: float) -> list[str]:
    lines, current = [], ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and font.getlength(candidate) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    return [*lines, current] if current else lines


def rotated(image: Image, degrees: float, background: str = "#ffffff") -> Image:
    """``image`` turned by ``degrees`` (counter-clockwise), corners filled with ``background``."""
    from PIL import Image as PilImage

    return image.rotate(degrees, resample=PilImage.Resampling.BICUBIC, expand=True, fillcolor=background)


def shrunk(image: Image, factor: float) -> Image:
    """``image`` scaled by ``factor`` < 1, as a forwarded or thumbnailed screenshot is."""
    from PIL import Image as PilImage

    size = (round(image.width * factor), round(image.height * factor))
    return image.resize(size, PilImage.Resampling.LANCZOS)
