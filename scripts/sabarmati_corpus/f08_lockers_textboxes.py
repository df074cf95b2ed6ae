"""Habit 8: designer layout with floating text boxes.
Body: bold Normal question paragraphs, Normal answers. Each category name is in a
DrawingML text box (wp:anchor/wps:txbx with a VML v:textbox fallback inside
mc:AlternateContent, as Word writes it) and each category has an "Important" callout in a
VML text box (w:pict/v:shape/v:textbox); both are anchored to the category's first
question paragraph."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import *
from docx import Document
from docx.oxml import parse_xml
from docx.shared import Pt, RGBColor

FILE = "Lockers_Nomination_Claims_FAQ.docx"

DOC = {
    "title": "Lockers, Nomination and Settlement of Claims – Customer FAQ",
    "cats": [
        {
            "name": "Safe Deposit Lockers",
            "intro": [
                (
                    "p",
                    "Important: Locker rent is payable annually in advance. If the rent remains unpaid for 3 consecutive years, the Bank may break open the locker after giving due notice to the hirer.",
                )
            ],
            "qs": [
                {
                    "q": "How can I get a locker allotted?",
                    "a": [
                        (
                            "p",
                            "Lockers are allotted to customers who have a savings, current or term deposit account with the Bank. Submit the locker application form at the branch. If no locker is vacant, the application is entered in the wait list and a wait-list number is acknowledged in writing; lockers are allotted strictly in wait-list order.",
                        ),
                        (
                            "p",
                            "At the time of allotment, the hirer must execute the Locker Agreement on stamp paper of the value applicable in the State. A copy of the agreement is given to the hirer.",
                        ),
                    ],
                },
                {
                    "q": "What is the annual rent for a locker?",
                    "a": [
                        ("p", "Rent depends on the size of the locker and the category of the branch:"),
                        (
                            "table",
                            [
                                ["Locker size", "Metro / Urban", "Semi-urban / Rural"],
                                ["Small (A)", "₹2,000", "₹1,500"],
                                ["Medium (B)", "₹4,000", "₹3,000"],
                                ["Large (C)", "₹8,000", "₹6,000"],
                                ["Extra Large (D)", "₹12,000", "₹9,000"],
                            ],
                        ),
                        (
                            "p",
                            "GST at 18% is payable in addition. Rent is recovered in April every year by debit to the hirer's account.",
                        ),
                    ],
                },
                {
                    "q": "Is a security deposit required for a locker?",
                    "a": [
                        (
                            "p",
                            "New customers are required to place a term deposit covering 3 years' rent and the charges for breaking open the locker. The deposit earns interest at the applicable rate. Existing customers with a satisfactory relationship are not required to give a security deposit.",
                        ),
                    ],
                },
                {
                    "q": "How often can I operate my locker?",
                    "a": [
                        (
                            "p",
                            "Lockers can be operated during branch business hours, 10:00 am to 4:00 pm on working days. Up to 12 visits in a year are free; each additional visit costs ₹100 plus GST. The hirer must sign the access register on every visit, and an SMS and email alert is sent after each operation.",
                        ),
                    ],
                },
                {
                    "q": "What should I do if I lose the locker key?",
                    "a": [
                        (
                            "p",
                            "Inform the branch in writing immediately. The locker is broken open in the presence of the hirer and a Bank officer, and the lock is replaced. The cost of breaking open and replacing the lock, currently about ₹4,500, is borne by the hirer. A new key is handed over after the lock is replaced.",
                        ),
                    ],
                },
                {
                    "q": "What is the Bank's liability for the contents of a locker?",
                    "a": [
                        (
                            "p",
                            "The Bank does not know the contents of the locker and is not liable for damage due to natural calamities such as earthquake or flood. However, for loss due to fire, theft, burglary, collapse of the building or fraud committed by its employees, the Bank's liability is limited to 100 times the prevailing annual rent of the locker.",
                        ),
                        ("p", "Hirers are advised to insure valuables kept in the locker separately."),
                    ],
                },
            ],
        },
        {
            "name": "Nomination",
            "intro": [
                (
                    "p",
                    "Important: Nomination can be made, varied or cancelled at any time during the life of the account. A registered nominee receives the amount without any succession certificate or indemnity.",
                )
            ],
            "qs": [
                {
                    "q": "For which accounts is nomination available?",
                    "a": [
                        (
                            "p",
                            "Nomination is available for savings, current, fixed and recurring deposit accounts held by individuals (including sole proprietorship accounts), for articles kept in safe custody and for safe deposit lockers. It is not available for accounts held in a representative capacity, such as accounts of companies, trusts or partnership firms.",
                        ),
                    ],
                },
                {
                    "q": "How many nominees can I appoint?",
                    "a": [
                        (
                            "p",
                            "Up to four nominees can be appointed, as permitted under the Banking Laws (Amendment) Act, 2025:",
                        ),
                        (
                            "ul",
                            [
                                "Deposit accounts: simultaneous nomination (with the percentage share of each nominee) or successive nomination (one after the other)",
                                "Lockers and articles in safe custody: successive nomination only",
                            ],
                        ),
                    ],
                },
                {
                    "q": "How do I register, change or cancel a nomination?",
                    "a": [
                        (
                            "p",
                            "Submit the relevant form at the branch: Form DA1 for registering a nomination in a deposit account, Form DA2 for cancellation and Form DA3 for variation. Forms SC1 to SC3 apply to safe custody articles and SL1 to SL3 to lockers. An acknowledgement is issued within 3 working days.",
                        ),
                        (
                            "p",
                            "Savings account holders can also register or change a nominee through Internet Banking. With the customer's consent, the nominee's name is printed on the passbook and the term deposit receipt.",
                        ),
                    ],
                },
                {
                    "q": "Can a minor be appointed as a nominee?",
                    "a": [
                        (
                            "p",
                            "Yes. When the nominee is a minor, the depositor must appoint an adult to receive the amount on behalf of the minor in the event of the depositor's death during the minority of the nominee. If the nomination form is signed with a thumb impression, it must be attested by two witnesses.",
                        ),
                    ],
                },
            ],
        },
        {
            "name": "Settlement of Claims of Deceased Depositors",
            "intro": [
                (
                    "p",
                    "Important: Claims supported by complete documents are settled within 15 days. Call 1800 233 4455 or visit any branch to know the status of a claim.",
                )
            ],
            "qs": [
                {
                    "q": "What documents are required when there is a nominee or surviving joint holder?",
                    "a": [
                        (
                            "ul",
                            [
                                "Claim form signed by the nominee or survivor",
                                "Copy of the death certificate, verified with the original",
                                "KYC documents of the nominee or survivor",
                            ],
                        ),
                        (
                            "p",
                            "No succession certificate, indemnity or surety is required. Payment to the nominee is a valid discharge of the Bank's liability; the nominee receives the amount as trustee of the legal heirs.",
                        ),
                    ],
                },
                {
                    "q": "How is a claim settled when there is no nominee?",
                    "a": [
                        (
                            "p",
                            "For claims up to ₹5 lakh in all accounts of the deceased taken together, the Bank follows a simplified procedure requiring:",
                        ),
                        (
                            "ul",
                            [
                                "Claim form signed by all legal heirs",
                                "Death certificate",
                                "Letter of indemnity signed by the legal heirs with one surety",
                                "Affidavit declaring the legal heirs",
                            ],
                        ),
                        (
                            "p",
                            "For claims above ₹5 lakh, a succession certificate, letter of administration or probate of the will is required.",
                        ),
                    ],
                },
                {
                    "q": "What is the time limit for settlement of claims?",
                    "a": [
                        (
                            "p",
                            "Claims are settled within 15 days of receipt of complete documents. If there is a delay on the part of the Bank, compensation is paid to the claimant as under:",
                        ),
                        (
                            "ul",
                            [
                                "Deposit accounts: interest at the Bank Rate plus 4% per annum on the claim amount for the period of delay",
                                "Lockers and safe custody: ₹5,000 for each day of delay",
                            ],
                        ),
                    ],
                },
                {
                    "q": "How can the nominee access the locker of a deceased hirer?",
                    "a": [
                        (
                            "p",
                            "The nominee should submit the claim form, the death certificate and KYC documents. An inventory of the contents is prepared in the presence of the nominee, two independent witnesses and two Bank officers, and the contents are released to the nominee against acknowledgement. The nominee may either surrender the locker or continue it after executing a fresh agreement.",
                        ),
                    ],
                },
            ],
        },
    ],
}

NS = (
    'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" '
    'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" '
    'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
    'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
    'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" '
    'xmlns:w10="urn:schemas-microsoft-com:office:word" '
    'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing"'
)


def tx_par(text, color="FFFFFF", size=28, bold=True):
    b = "<w:b/><w:bCs/>" if bold else ""
    return (
        f'<w:p><w:pPr><w:spacing w:before="0" w:after="0"/></w:pPr><w:r><w:rPr><w:rFonts w:ascii="Segoe UI Semibold" w:hAnsi="Segoe UI Semibold"/>{b}'
        f'<w:color w:val="{color}"/><w:sz w:val="{size}"/><w:szCs w:val="{size}"/></w:rPr><w:t xml:space="preserve">{esc(text)}</w:t></w:r></w:p>'
    )


def banner_run(text, n):
    """Category banner: DrawingML text box + VML fallback (mc:AlternateContent)."""
    content = f"<w:txbxContent>{tx_par(text)}</w:txbxContent>"
    cx, cy = 5943600, 411480
    return f'''<w:r {NS}><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>
<wp:anchor distT="0" distB="91440" distL="114300" distR="114300" simplePos="0" relativeHeight="{251659264 + n * 2}" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">
<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="margin"><wp:align>left</wp:align></wp:positionH>
<wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV>
<wp:extent cx="{cx}" cy="{cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapTopAndBottom/>
<wp:docPr id="{100 + n}" name="Text Box {100 + n}"/><wp:cNvGraphicFramePr/>
<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp>
<wps:cNvSpPr txBox="1"><a:spLocks noChangeArrowheads="1"/></wps:cNvSpPr>
<wps:spPr bwMode="auto"><a:xfrm><a:off x="0" y="0"/><a:ext cx="{cx}" cy="{cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>
<a:solidFill><a:srgbClr val="8C1D40"/></a:solidFill><a:ln><a:noFill/></a:ln></wps:spPr>
<wps:txbx>{content}</wps:txbx>
<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="137160" tIns="45720" rIns="91440" bIns="45720" anchor="ctr" anchorCtr="0"><a:noAutofit/></wps:bodyPr>
</wps:wsp></a:graphicData></a:graphic>
<wp14:sizeRelH relativeFrom="margin"><wp14:pctWidth>0</wp14:pctWidth></wp14:sizeRelH><wp14:sizeRelV relativeFrom="margin"><wp14:pctHeight>0</wp14:pctHeight></wp14:sizeRelV>
</wp:anchor></w:drawing></mc:Choice>
<mc:Fallback><w:pict>
<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>
<v:shape id="Text Box {100 + n}" o:spid="_x0000_s{1026 + n}" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:0;width:468pt;height:32.4pt;z-index:{251659264 + n * 2};visibility:visible;mso-wrap-style:square;mso-width-percent:0;mso-height-percent:0;mso-wrap-distance-left:9pt;mso-wrap-distance-top:0;mso-wrap-distance-right:9pt;mso-wrap-distance-bottom:7.2pt;mso-position-horizontal:left;mso-position-horizontal-relative:margin;mso-position-vertical:absolute;mso-position-vertical-relative:text;mso-width-percent:0;mso-height-percent:0;mso-width-relative:margin;mso-height-relative:margin;v-text-anchor:middle" fillcolor="#8c1d40" stroked="f">
<v:textbox inset="10.8pt,3.6pt,7.2pt,3.6pt">{content}</v:textbox>
<w10:wrap type="topAndBottom" anchorx="margin"/></v:shape>
</w:pict></mc:Fallback></mc:AlternateContent></w:r>'''


def callout_run(text, n):
    """'Important' callout: VML-only text box (older template), floated right."""
    label, rest = text.split(":", 1)
    content = (
        f"<w:txbxContent>{tx_par(label + ':', color='8C1D40', size=20)}"
        f"{tx_par(rest.strip(), color='262626', size=18, bold=False)}</w:txbxContent>"
    )
    return f"""<w:r {NS}><w:pict>
<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>
<v:shape id="Callout {n}" o:spid="_x0000_s{2050 + n}" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:40pt;width:162pt;height:118pt;z-index:{251670000 + n};visibility:visible;mso-wrap-style:square;mso-position-horizontal:right;mso-position-horizontal-relative:margin;mso-position-vertical:absolute;mso-position-vertical-relative:text" fillcolor="#fbeef2" strokecolor="#8c1d40" strokeweight="1pt">
<v:textbox inset="7.2pt,7.2pt,7.2pt,7.2pt">{content}</v:textbox>
<w10:wrap type="square" side="left" anchorx="margin"/></v:shape>
</w:pict></w:r>"""


def render(d, blocks):
    for b in blocks:
        if b[0] in ("p", "note"):
            d.add_paragraph(b[1])
        elif b[0] in ("ul", "ol"):
            for x in b[1]:
                d.add_paragraph(x, style="List Bullet")
        elif b[0] == "table":
            t = d.add_table(rows=len(b[1]), cols=len(b[1][0]))
            t.style = "Light List Accent 2"
            for i, row in enumerate(b[1]):
                for j, c in enumerate(row):
                    t.cell(i, j).text = c


def main():
    d = Document()
    d.styles["Normal"].font.name = "Segoe UI"
    d.styles["Normal"].font.size = Pt(10)
    d.core_properties.author = "Marketing & Communications"
    sec = d.sections[0]
    sec.header.paragraphs[0].text = "SABARMATI BANK OF INDIA  •  Customer Information Series"
    p = d.add_paragraph()
    r = p.add_run(DOC["title"])
    r.bold = True
    r.font.size = Pt(22)
    r.font.color.rgb = RGBColor(0x8C, 0x1D, 0x40)
    n = 0
    for c in DOC["cats"]:
        n += 1
        first = True
        for q in c["qs"]:
            p = d.add_paragraph()
            if first:
                p._p.append(parse_xml(banner_run(c["name"], n)))
                p._p.append(parse_xml(callout_run(c["intro"][0][1], n)))
                p.paragraph_format.space_before = Pt(18)
                first = False
            r = p.add_run(q["q"])
            r.bold = True
            render(d, q["a"])
    d.save(os.path.join(DOCS, FILE))
    exp = build_expected(
        DOC,
        FILE,
        "designer layout: bold Normal questions, Normal answers; category names in anchored DrawingML text boxes (with VML fallback) and 'Important' callouts in VML text boxes anchored to each category's first question paragraph",
    )
    return write_expected(exp)


if __name__ == "__main__":
    print(FILE, main())
