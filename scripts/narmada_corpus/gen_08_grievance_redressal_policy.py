"""Format 8: formal numbered policy. Heading 1/2/3 with numbers typed in heading text ('1. Scope', '1.1 ...', '1.1.1 ...'),
long clause paragraphs, defined terms, a table of charges/compensation."""

from common import *

doc = Document()
set_core(doc, "Customer Grievance Redressal Policy", "Customer Service Department, Head Office, Jabalpur")
p = doc.add_paragraph()
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = p.add_run("NARMADA BANK")
r.bold = True
r.font.size = Pt(14)
p = doc.add_paragraph()
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = p.add_run("Customer Grievance Redressal Policy 2026-27")
r.bold = True
r.font.size = Pt(16)
p = doc.add_paragraph(
    "Approved by the Board of Directors on 28 February 2026. Reviewed annually by the Customer Service Committee of the Board."
)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER

# (level, heading, [paragraphs]) ; paragraphs may be ("t", rows)
S = [
    (1, "1. Scope and Objectives", []),
    (
        2,
        "1.1 Scope",
        [
            "This Policy applies to all complaints received by Narmada Bank (hereinafter 'the Bank') from its customers, including complaints about deposit accounts, loans, cards, digital channels, remittances, third-party products distributed by the Bank and services rendered by Business Correspondents acting on behalf of the Bank. It applies to all branches, offices, call centres and digital channels of the Bank in India."
        ],
    ),
    (
        2,
        "1.2 Objectives",
        [
            "The objectives of this Policy are to ensure that customers are treated fairly at all times; that complaints are dealt with courteously and on time; that customers are fully informed of the avenues to escalate their complaints within the Bank and of their right to approach the Reserve Bank – Integrated Ombudsman Scheme, 2021 if they are not satisfied; and that the Bank learns from complaints to improve its products and processes."
        ],
    ),
    (
        1,
        "2. Definitions",
        [
            "In this Policy, unless the context otherwise requires, the following terms shall have the meanings assigned to them below:"
        ],
    ),
    (
        2,
        "2.1 Defined Terms",
        [
            "2.1.1 'Complaint' means a representation in writing or through other modes alleging deficiency in service on the part of the Bank and seeking relief. A query or request for information shall not be treated as a Complaint.",
            "2.1.2 'Complainant' means a customer, or a person authorised by the customer in writing, who lodges a Complaint.",
            "2.1.3 'Working Day' means a day on which the branch or office concerned is open for business, excluding Sundays, second and fourth Saturdays and public holidays declared under the Negotiable Instruments Act, 1881.",
            "2.1.4 'Turn Around Time' or 'TAT' means the maximum time within which the Bank shall resolve a Complaint, as specified in Section 4.",
            "2.1.5 'Principal Nodal Officer' or 'PNO' means the General Manager designated by the Bank under the Reserve Bank – Integrated Ombudsman Scheme, 2021 to represent the Bank and furnish information on Complaints.",
            "2.1.6 'Internal Ombudsman' or 'IO' means the independent authority appointed by the Bank in accordance with the RBI directions, who reviews Complaints that the Bank proposes to reject wholly or partly.",
            "2.1.7 'RBI Ombudsman' means the officer of the Reserve Bank of India appointed under the Reserve Bank – Integrated Ombudsman Scheme, 2021.",
        ],
    ),
    (1, "3. Modes of Lodging a Complaint", []),
    (
        2,
        "3.1 Channels Available",
        [
            "3.1.1 A Complainant may lodge a Complaint through any of the following channels, each of which shall generate a unique complaint reference number (format NB/CMP/YYYY/NNNNNNN) communicated by SMS and email: (a) in person or in writing at any branch, where the Complaint shall be entered in the Complaint Register and acknowledged; (b) the 24x7 toll-free number 1800-233-4455; (c) the 'Grievance Redressal' section of the Bank's website www.narmadabank.co.in; (d) Narmada Net, under Services > Complaints; (e) Narmada Mobile, under Help > Raise a Complaint; (f) email to care@narmadabank.co.in; (g) letter addressed to the Customer Service Department, Narmada Bank, Head Office, 14 Napier Town, Jabalpur – 482001, Madhya Pradesh."
        ],
    ),
    (
        2,
        "3.2 Acknowledgement",
        [
            "3.2.1 Every Complaint shall be acknowledged within 1 Working Day of receipt, except where it is resolved at the time of receipt itself. Complaints received by post shall be acknowledged within 3 Working Days of receipt at the Head Office."
        ],
    ),
    (
        2,
        "3.3 Tracking the Status of a Complaint",
        [
            "3.3.1 The Complainant may check the status of a Complaint at any time by entering the complaint reference number under 'Track Complaint' on the website or in Narmada Mobile, by calling 1800-233-4455 and quoting the reference number, or by sending the SMS CMPSTATUS <reference number> to 92233 44556. The Bank shall send an SMS update each time the Complaint is escalated or closed."
        ],
    ),
    (1, "4. Turn Around Time for Resolution", []),
    (
        2,
        "4.1 General Turn Around Time",
        [
            "4.1.1 The Bank shall endeavour to resolve every Complaint within 7 Working Days. Complaints that require examination by another office or a third party shall be resolved within 21 calendar days. In no case shall a Complaint remain unresolved for more than 30 calendar days from the date of receipt, which is the period after which the Complainant becomes entitled to approach the RBI Ombudsman."
        ],
    ),
    (
        2,
        "4.2 Specific Turn Around Times",
        [
            "4.2.1 The following specific timelines, derived from the directions of the Reserve Bank of India and the Bank's Compensation Policy, shall apply. Where a failure to meet the timeline attracts compensation, the compensation shall be credited suo moto without any claim from the customer:",
            (
                "t",
                [
                    ["Nature of Complaint", "Turn Around Time", "Compensation for delay"],
                    ["ATM cash not dispensed but account debited", "T + 5 calendar days", "₹100 per day of delay"],
                    [
                        "Failed IMPS / UPI transfer, account debited but beneficiary not credited",
                        "T + 1 day",
                        "₹100 per day of delay",
                    ],
                    [
                        "Unauthorised electronic transaction reported within 3 Working Days",
                        "Shadow credit within 10 Working Days",
                        "Full amount with interest lost",
                    ],
                    [
                        "Delay in return of property documents after loan closure",
                        "30 days from closure",
                        "₹5,000 per day of delay",
                    ],
                    [
                        "Delay in credit of outstation cheque",
                        "As per Cheque Collection Policy",
                        "Interest at SB rate / FD rate + 2%",
                    ],
                    ["Wrong debit of charges", "7 Working Days", "Interest at SB rate on amount wrongly debited"],
                ],
            ),
        ],
    ),
    (1, "5. Escalation Matrix", []),
    (
        2,
        "5.1 Level 1 – Branch or Call Centre",
        [
            "5.1.1 Complaints shall in the first instance be handled by the Branch Manager, in the case of Complaints lodged at a branch, or by the Customer Care Centre, in the case of Complaints lodged through the toll-free number or digital channels."
        ],
    ),
    (
        2,
        "5.2 Level 2 – Regional Nodal Officer",
        [
            "5.2.1 If the Complainant is not satisfied with the resolution, or does not receive a response within 7 Working Days, the Complainant may escalate the Complaint to the Regional Nodal Officer of the concerned Regional Office, whose name and contact details are displayed at every branch and on the website. The Regional Nodal Officer shall respond within 10 Working Days."
        ],
    ),
    (
        2,
        "5.3 Level 3 – Principal Nodal Officer",
        [
            "5.3.1 If the Complainant remains dissatisfied, the Complaint may be escalated to the Principal Nodal Officer, General Manager – Customer Service, Narmada Bank, Head Office, Jabalpur, email pno@narmadabank.co.in, telephone 0761-466-2200 (Monday to Friday, 10 a.m. to 5 p.m.). The Principal Nodal Officer shall issue a final reply within 10 Working Days."
        ],
    ),
    (
        2,
        "5.4 Internal Ombudsman Review",
        [
            "5.4.1 Any Complaint which the Bank proposes to reject wholly or partly shall, before a final reply is sent, be referred to the Internal Ombudsman. The Complainant need not apply for this review. The final reply of the Bank shall state that the Complaint has been examined by the Internal Ombudsman."
        ],
    ),
    (1, "6. Reserve Bank – Integrated Ombudsman Scheme", []),
    (2, "6.1 Approaching the RBI Ombudsman", []),
    (
        3,
        "6.1.1 Grounds for approaching the RBI Ombudsman",
        [
            "A Complainant may file a complaint with the RBI Ombudsman if (a) the Bank has rejected the Complaint wholly or partly and the Complainant is not satisfied with the reply; or (b) the Complainant has not received any reply within 30 days of the Bank receiving the Complaint; or (c) the Complainant is not satisfied with the resolution provided by the Bank."
        ],
    ),
    (
        3,
        "6.1.2 Time limit for filing",
        [
            "The complaint to the RBI Ombudsman must be filed within one year of receiving the Bank's reply, or, where no reply is received, within one year and 30 days of the date of the Complaint to the Bank. A Complainant must first have complained to the Bank in writing; a complaint made directly to the RBI Ombudsman without first approaching the Bank shall not be maintainable."
        ],
    ),
    (
        3,
        "6.1.3 How to file with the RBI Ombudsman",
        [
            "A complaint may be filed online on the RBI Complaint Management System portal at https://cms.rbi.org.in, by email to crpc@rbi.org.in, or by post to the Centralised Receipt and Processing Centre, Reserve Bank of India, 4th Floor, Sector 17, Chandigarh – 160017. The RBI contact centre can be reached on the toll-free number 14448."
        ],
    ),
    (
        3,
        "6.1.4 Complaints not maintainable",
        [
            "The RBI Ombudsman shall not entertain a complaint which is already pending before, or decided by, a court, tribunal, arbitrator or any other forum; which concerns the commercial judgement of the Bank, such as a decision on sanction of a loan; or which is a dispute between the Bank and its employees."
        ],
    ),
    (1, "7. Special Provisions", []),
    (
        2,
        "7.1 Senior Citizens and Persons with Disabilities",
        [
            "7.1.1 Complaints from senior citizens aged 70 years and above and from persons with disabilities shall be given priority. On request, a Bank official shall visit the Complainant's residence within 5 Working Days to record the Complaint."
        ],
    ),
    (2, "7.2 Frauds and Unauthorised Transactions", []),
    (
        3,
        "7.2.1 Reporting an unauthorised transaction",
        [
            "A customer who notices an unauthorised transaction shall report it immediately to 1800-233-4455, through the 'Report Fraud' option in Narmada Mobile, or by replying 'FRAUD' to the transaction alert SMS. The Bank shall block the affected channel immediately and register a Complaint with a reference number."
        ],
    ),
    (
        3,
        "7.2.2 Limitation of customer liability",
        [
            "The customer's liability shall be zero where the unauthorised transaction arises from fraud or negligence on the part of the Bank, or from a third-party breach reported within 3 Working Days of receiving the communication from the Bank. Where it is reported within 4 to 7 Working Days, the liability shall be limited to the lower of the transaction value or ₹10,000 for BSBD accounts, ₹25,000 for other savings accounts and credit cards with limit up to ₹5 lakh, and ₹25,000 for current accounts. Beyond 7 Working Days, liability shall be determined as per the Board-approved Customer Protection Policy. The amount involved shall be credited to the customer's account (shadow credit) within 10 Working Days of reporting."
        ],
    ),
    (
        2,
        "7.3 Charges",
        [
            "7.3.1 No charge shall be levied for lodging, escalating or tracking a Complaint. Copies of documents required by the Complainant to pursue a Complaint shall be provided as per the following schedule:",
            (
                "t",
                [
                    ["Document", "Charge"],
                    ["Account statement for period under complaint (up to 12 months)", "Free"],
                    ["Duplicate statement older than 12 months", "₹100 + GST per quarter"],
                    ["Copy of paid cheque / voucher (up to 1 year old)", "₹50 + GST per item"],
                    ["Copy of paid cheque / voucher (older than 1 year)", "₹100 + GST per item"],
                    ["CCTV footage review request at ATM (dispute cases)", "Free"],
                ],
            ),
        ],
    ),
    (1, "8. Review and Disclosure", []),
    (
        2,
        "8.1 Review of Complaints",
        [
            "8.1.1 The Customer Service Committee of the Board shall review the nature, volume and ageing of Complaints every quarter. Root cause analysis shall be carried out for the top five categories of Complaints every half-year."
        ],
    ),
    (
        2,
        "8.2 Disclosure",
        [
            "8.2.1 The Bank shall disclose the number of Complaints received and resolved, and the top five grounds of Complaints, in its annual financial statements. This Policy shall be displayed on the website and a copy shall be made available at every branch on request."
        ],
    ),
]

n = 0
for lvl, h, paras in S:
    doc.add_heading(h, level=lvl)
    if paras:
        n += 1
    for pp in paras:
        if isinstance(pp, str):
            para = doc.add_paragraph(pp)
            para.paragraph_format.alignment = WD_ALIGN_PARAGRAPH.JUSTIFY
        else:
            add_table(doc, pp[1])
doc.add_paragraph("— End of Policy —").alignment = WD_ALIGN_PARAGRAPH.CENTER
doc.save(out("grievance_redressal_policy.docx"))
print("sections with content:", n)
