"""Look and feel: Gradio's Default theme in blue with the device's own fonts (nothing fetched from a CDN),
with button and secondary-text colours dark enough for WCAG AA contrast (4.5:1) on white.
"""

from __future__ import annotations

# Chat extras (sources, trace) stay compact; on a phone the chat uses the whole width.
CSS = """
#conversation details { margin-top: 0.4em; }
#conversation details summary { cursor: pointer; font-weight: 600; font-size: 0.95em; }
#conversation details ol { margin: 0.3em 0 0.3em 1.2em; padding: 0; }
#conversation details li { margin-bottom: 0.35em; }
#conversation sub { font-size: 0.8em; color: #334155; }  /* Gradio dims bot text to 0.8 opacity */
.dark #conversation sub { color: #e2e8f0; }
#intro p { margin-top: 0.2em; }
@media (max-width: 480px) {
  .gradio-container { padding: 6px !important; }
  #intro h1 { font-size: 1.3em; }
  /* Gradio's bubbles keep 60 px of side margin: on a phone the answer gets the whole width instead. */
  #conversation .message-row.bubble { margin: 8px 2px !important; max-width: 100% !important; }
}
"""


def theme():
    """The app's theme; primary buttons are blue-700 (#1d4ed8) with white text (6.7:1)."""
    import gradio as gr

    # The phone's or computer's own font: readable, complete (bold included) and nothing to download.
    system_fonts = ("system-ui", "-apple-system", "Segoe UI", "Roboto", "Noto Sans", "sans-serif")
    return gr.themes.Default(primary_hue="blue", neutral_hue="slate", font=system_fonts).set(
        button_primary_background_fill="*primary_700",
        button_primary_background_fill_hover="*primary_800",
        button_primary_text_color="white",
        button_primary_background_fill_dark="*primary_600",
        button_cancel_background_fill="#b91c1c",  # "Delete document": red-700, 6.5:1 with white
        button_cancel_background_fill_hover="#991b1b",
        button_cancel_text_color="white",
        body_text_color_subdued="*neutral_600",
        color_accent="*primary_700",  # the selected tab's label: blue-700 on white, 6.7:1
    )
