"""Everyday Hindi words as customers type them in Latin letters, with their English: how a Hinglish
question is read in English words for the English-only encoder (``expansion.english_reading``).

"education loan ki kisht kab se shuru hoti hai?" reads "education loan instalment when start?", which
MiniLM matches to "When do I start repaying?"; the Hindi words themselves mean nothing to it.

The table is general Hindi, not banking terms (those are ``hinglish.HINGLISH``, which wins where both
know a word) and not fitted to any question set: it was written in session 9 by a helper working from
its own knowledge of Hindi, who saw neither this code, the sample banks nor the evaluation questions
(docs/evaluation.md). One line per spelling: ``spelling<TAB>english<TAB>kind``; an empty ``english``
marks a grammar word that carries nothing for search (hai, ka, ko, raha). Spelling variants are separate
lines; very common English words were left out on purpose ("is", "use", "bad"), and a few that are also
English were kept because they are common Hindi ("do" two/give, "main" I, "ban" become). Two lines of
the helper's table were taken out: the Hindi word for "facility" is also the sample bank's name, which
product code never spells (tests/test_bank_name.py).
"""

from __future__ import annotations

import functools
import re

KINDS = frozenset({"grammar", "question", "pronoun", "verb", "noun", "adjective", "adverb", "time", "number", "other"})


# Spellings the helper kept although they are also common English words: in a Hinglish message the
# customer may mean either ("main branch", "log in"), so the English reading keeps the word and adds
# the Hindi meaning.
ALSO_ENGLISH = frozenset({"do", "ban", "main", "mile", "log", "sun", "mat"})


@functools.cache
def hindi_words() -> dict[str, str]:
    """Spelling -> English ("" for grammar words)."""
    words: dict[str, str] = {}
    for line in _TABLE.strip().splitlines():
        spelling, english, _kind = line.split("\t")
        words.setdefault(spelling, english)
    return words


@functools.cache
def hindi_words_folded() -> dict[str, str]:
    """The table again, keyed by ``folded_spelling`` ("maangta" → "mangta", "zameen" → "jamin"):
    Devanagari transliterated loses vowel length (मांगता is "mangta") and writes फ, व and ज where a typed
    word has f, w and z (खिलाफ is "khilaph", बनवाने "banvane", जमीन "jamin"). Where two spellings fold
    together, neither is kept: "maan" (respect) and "man" (mind)."""
    folded: dict[str, str] = {}
    clashes: set[str] = set()
    for spelling, english in hindi_words().items():
        key = folded_spelling(spelling)
        if key in folded and folded[key] != english:
            clashes.add(key)
        folded.setdefault(key, english)
    return {key: english for key, english in folded.items() if key not in clashes}


def folded_spelling(word: str) -> str:
    """``word`` with long vowels written short (aa → a, ee/ii → i, oo/uu → u) and ph, w, z, q written as
    Devanagari's Latin form has them (f, v, j, k)."""
    return _FOLDS.sub(lambda match: _FOLDED[match.group(0)], word.lower())


_FOLDED = {"aa": "a", "ee": "i", "ii": "i", "oo": "u", "uu": "u", "ph": "f", "w": "v", "z": "j", "q": "k"}
_FOLDS = re.compile("|".join(_FOLDED))

_TABLE = """
hai		grammar
hain		grammar
hei		grammar
hein		grammar
h		grammar
hu		grammar
hun		grammar
hoon		grammar
ho		grammar
tha		grammar
thi		grammar
the		grammar
thin		grammar
ka		grammar
ki		grammar
ke		grammar
ko		grammar
se		grammar
mein		grammar
me		grammar
mei		grammar
par		grammar
pe		grammar
pr		grammar
to		grammar
toh		grammar
tho		grammar
bhi		grammar
hi		grammar
na		grammar
ne		grammar
wala		grammar
wali		grammar
wale		grammar
waala		grammar
waali		grammar
waale		grammar
vala		grammar
vali		grammar
vale		grammar
ji		grammar
raha		grammar
rahi		grammar
rahe		grammar
rha		grammar
rhi		grammar
rhe		grammar
gaya		grammar
gayi		grammar
gaye		grammar
gya		grammar
gyi		grammar
gye		grammar
gai		grammar
liye		grammar
jo		grammar
jis		grammar
jise		grammar
jiska		grammar
jiski		grammar
jiske		grammar
jisko		grammar
jisne		grammar
jisme		grammar
jinka		grammar
jinki		grammar
jinke		grammar
jinko		grammar
jinhe		grammar
jinhone		grammar
baare		grammar
dwara		grammar
duara		grammar
hetu		grammar
karke		grammar
krke		grammar
aur	and more	other
ya	or	other
athva	or	other
athwa	or	other
lekin	but	other
magar	but	other
parantu	but	other
kintu	but	other
balki	but	other
agar	if	other
yadi	if	other
kyunki	because	other
kyonki	because	other
kyuki	because	other
kyoki	because	other
kiyunki	because	other
isliye	so therefore	other
isiliye	so therefore	other
islie	so therefore	other
isliya	so therefore	other
taaki	so that	other
taki	so that	other
varna	otherwise	other
warna	otherwise	other
chahe	even if	other
chaahe	even if	other
yani	that is	other
yaani	that is	other
haan	yes	other
han	yes	other
haa	yes	other
haanji	yes	other
nahi	no not	other
nahin	no not	other
nhi	no not	other
nahee	no not	other
nahii	no not	other
mat	dont	other
kripya	please	other
kripaya	please	other
krupaya	please	other
meherbani	please	other
dhanyavad	thanks	other
dhanyawad	thanks	other
shukriya	thanks	other
namaste	hello	other
namaskar	hello	other
maaf	sorry	other
maafi	sorry	other
kshama	sorry	other
sahab	sir	other
saheb	sir	other
sahib	sir	other
theek	okay fine	other
thik	okay fine	other
thek	okay fine	other
kya	what	question
kyaa	what	question
kia	what	question
kyun	why	question
kyon	why	question
kyu	why	question
kyo	why	question
kiyon	why	question
kisliye	why	question
kaise	how	question
kese	how	question
kaisey	how	question
kaisa	how	question
kesa	how	question
kaisi	how	question
kesi	how	question
kab	when	question
kb	when	question
kahan	where	question
kaha	where	question
kahaan	where	question
kidhar	where	question
kaahan	where	question
kaun	who	question
kon	who	question
koun	who	question
kaunsa	which	question
konsa	which	question
kaunsi	which	question
konsi	which	question
kaunse	which	question
konse	which	question
kitna	how much	question
kitana	how much	question
kitni	how much	question
kitani	how much	question
kitnaa	how much	question
kitne	how many	question
kitane	how many	question
kisko	whom	question
kise	whom	question
kisse	whom	question
kiska	whose	question
kiski	whose	question
kiske	whose	question
kisne	who	question
kis	which	question
kisme	which	question
main	i	pronoun
mai	i	pronoun
maine	i	pronoun
mene	i	pronoun
meine	i	pronoun
mera	my	pronoun
meri	my	pronoun
mere	my	pronoun
mra	my	pronoun
mri	my	pronoun
mujhe	me	pronoun
mujhko	me	pronoun
muje	me	pronoun
mujh	me	pronoun
mujhse	me	pronoun
hum	we	pronoun
ham	we	pronoun
humne	we	pronoun
hamne	we	pronoun
humara	our	pronoun
hamara	our	pronoun
humari	our	pronoun
hamari	our	pronoun
humare	our	pronoun
hamare	our	pronoun
hume	us	pronoun
hamen	us	pronoun
humein	us	pronoun
hamein	us	pronoun
humko	us	pronoun
hamko	us	pronoun
hamse	us	pronoun
humse	us	pronoun
aap	you	pronoun
ap	you	pronoun
aapne	you	pronoun
tum	you	pronoun
tu	you	pronoun
tumne	you	pronoun
aapse	you	pronoun
apse	you	pronoun
aapka	your	pronoun
apka	your	pronoun
aapki	your	pronoun
apki	your	pronoun
aapke	your	pronoun
apke	your	pronoun
tera	your	pronoun
teri	your	pronoun
tere	your	pronoun
tumhara	your	pronoun
tumhari	your	pronoun
tumhare	your	pronoun
aapko	you	pronoun
apko	you	pronoun
tumhe	you	pronoun
tumko	you	pronoun
tujhe	you	pronoun
wo	he she that	pronoun
woh	he she that	pronoun
vo	he she that	pronoun
voh	he she that	pronoun
vah	he she that	pronoun
ye	this	pronoun
yeh	this	pronoun
yah	this	pronoun
isko	this	pronoun
iska	this	pronoun
iski	this	pronoun
iske	this	pronoun
ise	this	pronoun
isme	this	pronoun
ismein	this	pronoun
isse	this	pronoun
inka	this	pronoun
inki	this	pronoun
inke	this	pronoun
inko	this	pronoun
inhe	this	pronoun
uska	his her	pronoun
uski	his her	pronoun
uske	his her	pronoun
unka	his her	pronoun
unki	his her	pronoun
unke	his her	pronoun
usko	him her	pronoun
unko	him her	pronoun
unhe	him her	pronoun
unse	him her	pronoun
usse	him her	pronoun
usne	he she	pronoun
unhone	he she	pronoun
usme	in that	pronoun
usmein	in that	pronoun
apna	own	pronoun
apni	own	pronoun
apne	own	pronoun
apana	own	pronoun
khud	self	pronoun
swayam	self	pronoun
koi	someone any	pronoun
kisi	anyone	pronoun
wahi	same	pronoun
vahi	same	pronoun
yahi	same	pronoun
yehi	same	pronoun
sab	all	pronoun
sabhi	all	pronoun
saare	all	pronoun
sare	all	pronoun
saari	all	pronoun
sabko	all	pronoun
kuch	something some	pronoun
kuchh	something some	pronoun
kuchch	something some	pronoun
dono	both	pronoun
donon	both	pronoun
aaj	today	time
aj	today	time
kal	tomorrow yesterday	time
parso	day after	time
parson	day after	time
abhi	now	time
abi	now	time
ab	now	time
aajkal	nowadays	time
ajkal	nowadays	time
pehle	before first	time
pahle	before first	time
phle	before first	time
pehele	before first	time
baad	after later	time
baadme	after later	time
baadmein	after later	time
tak	until	time
tab	then	time
tabhi	then	time
phir	then	time
fir	then	time
dobara	again	time
dubara	again	time
dubaara	again	time
dobaara	again	time
phirse	again	time
firse	again	time
jab	when	time
jabki	when	time
jaldi	quickly soon	time
jldi	quickly soon	time
jald	quickly soon	time
turant	immediately	time
turat	immediately	time
fauran	immediately	time
foran	immediately	time
der	late delay	time
deri	late delay	time
dair	late delay	time
kabhi	ever sometime	time
kbhi	ever sometime	time
hamesha	always	time
humesha	always	time
hamesa	always	time
din	day	time
dino	day	time
dinon	day	time
roz	daily	time
roj	daily	time
rozana	daily	time
rojana	daily	time
pratidin	daily	time
hafta	week	time
hafte	week	time
hafton	week	time
saptah	week	time
pakhwada	fortnight	time
pakhwara	fortnight	time
mahina	month	time
mahine	month	time
mahino	month	time
mahinon	month	time
mahena	month	time
maheena	month	time
maheene	month	time
masik	monthly	time
maasik	monthly	time
traimasik	quarterly	time
timahi	quarterly	time
chhamahi	half yearly	time
ardhvarshik	half yearly	time
saal	year	time
sal	year	time
saalon	year	time
varsh	year	time
baras	year	time
salana	yearly annual	time
saalana	yearly annual	time
varshik	yearly annual	time
ghanta	hour	time
ghante	hour	time
ghanton	hour	time
waqt	time	time
wakt	time	time
vakt	time	time
samay	time	time
samey	time	time
tarikh	date	time
tareekh	date	time
tithi	date	time
subah	morning	time
subha	morning	time
shaam	evening	time
sham	evening	time
dopahar	afternoon	time
dopehar	afternoon	time
raat	night	time
pichhla	last previous	time
pichla	last previous	time
pichle	last previous	time
pichhle	last previous	time
pichli	last previous	time
pichhli	last previous	time
agla	next	time
agle	next	time
agli	next	time
dauran	during	time
douran	during	time
avadhi	tenure period	time
awadhi	tenure period	time
muddat	tenure period	time
miyad	tenure period	time
miyaad	tenure period	time
intezaar	wait	time
intezar	wait	time
intzaar	wait	time
intjar	wait	time
intajar	wait	time
intazar	wait	time
ravivar	sunday	time
raviwar	sunday	time
itwar	sunday	time
itvaar	sunday	time
somvar	monday	time
somwar	monday	time
mangalvar	tuesday	time
mangalwar	tuesday	time
budhvar	wednesday	time
budhwar	wednesday	time
guruvar	thursday	time
guruwar	thursday	time
brihaspativar	thursday	time
shukravar	friday	time
shukrawar	friday	time
shanivar	saturday	time
shaniwar	saturday	time
bhavishya	future	time
bhavishy	future	time
shuru	start	time
shuruaat	start	time
shuruat	start	time
suru	start	time
aarambh	start	time
khatam	end finish	time
khatm	end finish	time
khattam	end finish	time
khtm	end finish	time
samapt	end finish	time
ek	one	number
do	two give	number
teen	three	number
char	four	number
chaar	four	number
paanch	five	number
panch	five	number
chhah	six	number
chhe	six	number
chhai	six	number
saat	seven	number
aath	eight	number
nau	nine	number
das	ten	number
dus	ten	number
gyarah	eleven	number
gyara	eleven	number
barah	twelve	number
baarah	twelve	number
pandrah	fifteen	number
pandra	fifteen	number
bees	twenty	number
pachees	twenty five	number
pachis	twenty five	number
tees	thirty	number
chalis	forty	number
chaalis	forty	number
chalees	forty	number
pachas	fifty	number
pachaas	fifty	number
sattar	seventy	number
assi	eighty	number
sau	hundred	number
hazaar	thousand	number
hazar	thousand	number
hajar	thousand	number
hajaar	thousand	number
hazaaron	thousand	number
hazaron	thousand	number
lakh	lakh	number
laakh	lakh	number
lakhon	lakh	number
karod	crore	number
karor	crore	number
karodon	crore	number
arab	billion	number
aadha	half	number
adha	half	number
aadhi	half	number
adhi	half	number
aadhe	half	number
adhe	half	number
dedh	one half	number
dhai	two half	number
dhaai	two half	number
sawa	quarter more	number
paune	quarter less	number
dugna	double	number
duguna	double	number
pratishat	percent	number
fisadi	percent	number
feesdi	percent	number
pratisat	percent	number
kul	total	number
pehla	first	adjective
pahla	first	adjective
pehli	first	adjective
pahli	first	adjective
dusra	second other	adjective
doosra	second other	adjective
dusri	second other	adjective
doosri	second other	adjective
dusre	second other	adjective
doosre	second other	adjective
teesra	third	adjective
tisra	third	adjective
teesri	third	adjective
tisri	third	adjective
chautha	fourth	adjective
chotha	fourth	adjective
chauthi	fourth	adjective
aakhri	last final	adjective
akhri	last final	adjective
aakhiri	last final	adjective
antim	last final	adjective
aakhir	last final	adjective
akhir	last final	adjective
maa	mother	noun
mummy	mother	noun
mumma	mother	noun
mummi	mother	noun
mataji	mother	noun
mata	mother	noun
ammi	mother	noun
amma	mother	noun
papa	father	noun
pitaji	father	noun
pita	father	noun
abbu	father	noun
pappa	father	noun
pitaaji	father	noun
maabaap	parents	noun
mataapita	parents	noun
bhai	brother	noun
bhaiya	brother	noun
bhaiyya	brother	noun
bhaisahab	brother	noun
behen	sister	noun
bahen	sister	noun
behan	sister	noun
bahan	sister	noun
didi	sister	noun
beta	son	noun
bete	son	noun
beti	daughter	noun
betiyan	daughter	noun
pati	husband	noun
gharwala	husband	noun
patni	wife	noun
biwi	wife	noun
bibi	wife	noun
gharwali	wife	noun
bachcha	child children	noun
bachche	child children	noun
bacche	child children	noun
bachhe	child children	noun
bachchon	child children	noun
bachon	child children	noun
bacho	child children	noun
bachchi	child children	noun
dada	grandfather	noun
nana	grandfather	noun
dadi	grandmother	noun
nani	grandmother	noun
pota	grandson	noun
poti	grandson	noun
chacha	uncle	noun
mama	uncle	noun
tau	uncle	noun
chachi	aunt	noun
mami	aunt	noun
bua	aunt	noun
mausi	aunt	noun
sasur	father in law	noun
saas	mother in law	noun
bahu	daughter in law	noun
damad	son in law	noun
damaad	son in law	noun
rishtedar	relative	noun
rishtedaar	relative	noun
parivaar	family	noun
parivar	family	noun
pariwar	family	noun
pariwaar	family	noun
log	people	noun
logon	people	noun
logo	people	noun
dost	friend	noun
mitra	friend	noun
yaar	friend	noun
padosi	neighbour	noun
ladka	boy	noun
ladke	boy	noun
ladki	girl	noun
ladkiyan	girl	noun
aadmi	man	noun
admi	man	noun
purush	man	noun
aurat	woman	noun
mahila	woman	noun
mahilaon	woman	noun
buzurg	elderly senior	noun
bujurg	elderly senior	noun
varisth	elderly senior	noun
varishth	elderly senior	noun
nabalig	minor	noun
naabalig	minor	noun
balig	adult	noun
baalig	adult	noun
vidhwa	widow	noun
vidhva	widow	noun
nagrik	citizen	noun
naagrik	citizen	noun
waris	heir	noun
vaaris	heir	noun
varis	heir	noun
malik	owner	noun
maalik	owner	noun
grahak	customer	noun
graahak	customer	noun
dharak	holder	noun
dhaarak	holder	noun
khatadhari	account holder	noun
khatadharak	account holder	noun
karmchari	employee	noun
karamchari	employee	noun
adhikari	officer	noun
kisan	farmer	noun
kisaan	farmer	noun
mazdoor	labourer	noun
majdoor	labourer	noun
chhatra	student	noun
chatra	student	noun
vidyarthi	student	noun
naukripesha	salaried	noun
chor	thief	noun
jamanatdar	guarantor	noun
zamanatdar	guarantor	noun
paisa	money	noun
paise	money	noun
pesa	money	noun
pese	money	noun
paisaa	money	noun
paison	money	noun
paiso	money	noun
dhan	money	noun
rupaya	rupees	noun
rupaye	rupees	noun
rupay	rupees	noun
rupye	rupees	noun
rupiya	rupees	noun
rupiye	rupees	noun
rupayon	rupees	noun
nakad	cash	noun
nakdi	cash	noun
naqad	cash	noun
khata	account	noun
khate	account	noun
khaata	account	noun
khaate	account	noun
khaton	account	noun
khaaton	account	noun
bachat	savings	noun
bachaat	savings	noun
kisht	instalment	noun
kist	instalment	noun
kishte	instalment	noun
kiste	instalment	noun
kishton	instalment	noun
kiston	instalment	noun
kishtein	instalment	noun
byaj	interest	noun
byaaj	interest	noun
biyaj	interest	noun
beaj	interest	noun
vyaj	interest	noun
byaz	interest	noun
sood	interest	noun
karz	loan debt	noun
karza	loan debt	noun
karj	loan debt	noun
karja	loan debt	noun
qarz	loan debt	noun
karzaa	loan debt	noun
rin	loan debt	noun
udhaar	credit borrowing	noun
udhari	credit borrowing	noun
udhar	loan there	noun
naukri	job	noun
naukari	job	noun
nokri	job	noun
nokari	job	noun
tankhwah	salary	noun
tankhah	salary	noun
tankha	salary	noun
tankhwa	salary	noun
vetan	salary	noun
pagaar	salary	noun
pagar	salary	noun
kamai	earnings income	noun
kamaai	earnings income	noun
aay	earnings income	noun
aamdani	earnings income	noun
amdani	earnings income	noun
aamdni	earnings income	noun
mazdoori	wages	noun
majdoori	wages	noun
ghar	house home	noun
makaan	house home	noun
makan	house home	noun
gaadi	vehicle car	noun
gadi	vehicle car	noun
gaari	vehicle car	noun
zameen	land	noun
jameen	land	noun
zamin	land	noun
jamin	land	noun
bhumi	land	noun
bhoomi	land	noun
jaydad	property	noun
jaaydaad	property	noun
jayjad	property	noun
sampatti	property	noun
sampati	property	noun
sona	gold	noun
sone	gold	noun
chandi	silver	noun
chaandi	silver	noun
gehne	jewellery	noun
gahne	jewellery	noun
zevar	jewellery	noun
jewar	jewellery	noun
kaagaz	document paper	noun
kagaz	document paper	noun
kagaj	document paper	noun
kaagaj	document paper	noun
kagzat	document paper	noun
kaagzaat	document paper	noun
dastavez	document paper	noun
dastavej	document paper	noun
pehchaan	identity	noun
pehchan	identity	noun
pahchan	identity	noun
pahchaan	identity	noun
patta	address	noun
pata	address know	noun
pta	address know	noun
shaakha	branch	noun
shakha	branch	noun
dukaan	shop	noun
dukan	shop	noun
vyapaar	business	noun
vyapar	business	noun
byapar	business	noun
vyavsay	business	noun
vyavasay	business	noun
dhandha	business	noun
dhanda	business	noun
karobar	business	noun
karobaar	business	noun
kheti	farming	noun
krishi	farming	noun
fasal	crop	noun
fasl	crop	noun
padhai	education study	noun
padhaai	education study	noun
shiksha	education study	noun
ilaaj	treatment	noun
ilaj	treatment	noun
upchar	treatment	noun
beema	insurance	noun
bima	insurance	noun
jama	deposit	noun
jamaa	deposit	noun
nikasi	withdrawal	noun
nikaasi	withdrawal	noun
bhugtan	payment	noun
bhugtaan	payment	noun
shulk	fee charge	noun
jurmana	penalty fine	noun
jurmaana	penalty fine	noun
dand	penalty fine	noun
kharcha	expense	noun
kharch	expense	noun
kharche	expense	noun
kharchaa	expense	noun
kharchon	expense	noun
subidha	facility	noun
sahuliyat	facility	noun
seema	limit	noun
sima	limit	noun
naam	name	noun
nam	name	noun
umar	age	noun
umr	age	noun
umra	age	noun
aayu	age	noun
shikayat	complaint	noun
shikaayat	complaint	noun
shikayaat	complaint	noun
sikayat	complaint	noun
rakam	amount	noun
raqam	amount	noun
rashi	amount	noun
raashi	amount	noun
mooldhan	principal	noun
bakaya	balance dues	noun
bakaaya	balance dues	noun
baaki	balance dues	noun
baki	balance dues	noun
shesh	balance dues	noun
lenden	transaction	noun
lendein	transaction	noun
chhoot	discount waiver	noun
chhut	discount waiver	noun
wapsi	refund return	noun
vapsi	refund return	noun
vaapsi	refund return	noun
chhutti	holiday leave	noun
chutti	holiday leave	noun
kaam	work	noun
rozgar	employment	noun
rojgar	employment	noun
bhatta	allowance	noun
anudan	subsidy grant	noun
yojana	scheme	noun
yojna	scheme	noun
sarkar	government	noun
sarkaar	government	noun
sarkari	government	adjective
sarkaari	government	adjective
daftar	office	noun
karyalay	office	noun
karyalaya	office	noun
avedan	application	noun
aavedan	application	noun
arzi	application	noun
arji	application	noun
chitthi	letter	noun
chithi	letter	noun
patra	letter	noun
yogyata	eligibility	noun
patrata	eligibility	noun
yogya	eligible	adjective
paatra	eligible	adjective
shart	condition rule	noun
sharten	condition rule	noun
sharte	condition rule	noun
niyam	condition rule	noun
niyamon	condition rule	noun
zamanat	collateral guarantee	noun
jamanat	collateral guarantee	noun
girvi	pledge mortgage	noun
girwi	pledge mortgage	noun
bandhak	pledge mortgage	noun
bharosa	trust	noun
bharose	trust	noun
vishwas	trust	noun
dhokha	fraud	noun
dhoka	fraud	noun
dhokhadhadi	fraud	noun
thagi	fraud	noun
chori	theft	noun
suraksha	security	noun
khatra	risk danger	noun
nuksan	loss	noun
nuksaan	loss	noun
nukasan	loss	noun
ghaata	loss	noun
fayda	profit benefit	noun
faida	profit benefit	noun
phayda	profit benefit	noun
labh	profit benefit	noun
munafa	profit benefit	noun
munaafa	profit benefit	noun
daam	price value	noun
keemat	price value	noun
kimat	price value	noun
mulya	price value	noun
bhav	price value	noun
mehngai	inflation	noun
mahangai	inflation	noun
aaykar	income tax	noun
nivesh	investment	noun
niwesh	investment	noun
kosh	fund	noun
nidhi	fund	noun
budhapa	old age	noun
budhape	old age	noun
sevanivritti	retirement	noun
rashan	ration	noun
raashan	ration	noun
praman	certificate proof	noun
pramaan	certificate proof	noun
saboot	proof	noun
sabut	proof	noun
subut	proof	noun
hastakshar	signature	noun
dastakhat	signature	noun
dastkhat	signature	noun
angutha	thumb	noun
angootha	thumb	noun
tasveer	photo	noun
tasvir	photo	noun
janm	birth	noun
janam	birth	noun
maut	death	noun
mrityu	death	noun
dehant	death	noun
dehaant	death	noun
nidhan	death	noun
shaadi	marriage	noun
shadi	marriage	noun
vivah	marriage	noun
talak	divorce	noun
talaq	divorce	noun
vasiyat	will testament	noun
wasiyat	will testament	noun
hissa	share	noun
hisse	share	noun
hissedari	share	noun
sankhya	number	noun
sandesh	message	noun
jankari	information	noun
jaankari	information	noun
suchna	information	noun
soochna	information	noun
sawal	question	noun
sawaal	question	noun
prashn	question	noun
prashna	question	noun
jawab	answer	noun
jawaab	answer	noun
uttar	answer	noun
samadhan	solution	noun
samaadhan	solution	noun
dikkat	problem	noun
diqqat	problem	noun
samasya	problem	noun
pareshani	problem	noun
pareshaani	problem	noun
galti	error mistake	noun
galati	error mistake	noun
gadbad	error mistake	noun
gadbadi	error mistake	noun
truti	error mistake	noun
madad	help	noun
madat	help	noun
sahayata	help	noun
seva	service	noun
sewa	service	noun
tarika	method process	noun
tareeka	method process	noun
tarike	method process	noun
tareeke	method process	noun
prakriya	method process	noun
karan	reason	noun
kaaran	reason	noun
wajah	reason	noun
vajah	reason	noun
matlab	meaning	noun
arth	meaning	noun
hisaab	calculation account	noun
hisab	calculation account	noun
raseed	receipt slip	noun
rasid	receipt slip	noun
parchi	receipt slip	noun
kitab	book	noun
kitaab	book	noun
daak	post mail	noun
dak	post mail	noun
dakghar	post office	noun
daakghar	post office	noun
bijli	electricity	noun
paani	water	noun
pani	water	noun
yatra	travel	noun
videsh	abroad	noun
bidesh	abroad	noun
desh	country	noun
gaon	village	noun
gaanv	village	noun
gaav	village	noun
shahar	city	noun
shehar	city	noun
zila	district	noun
jila	district	noun
rajya	state	noun
kendra	centre	noun
swasthya	health	noun
bimari	illness	noun
beemari	illness	noun
aspatal	hospital	noun
asptal	hospital	noun
haspatal	hospital	noun
dawai	medicine	noun
dawa	medicine	noun
dava	medicine	noun
vidyalaya	school	noun
vidyalay	school	noun
cheez	thing	noun
chiz	thing	noun
cheeze	thing	noun
cheezein	thing	noun
baat	talk matter	noun
baatein	talk matter	noun
tarah	type kind	noun
prakar	type kind	noun
jagah	place	noun
jagha	place	noun
taraf	side	noun
zaroorat	need	noun
zarurat	need	noun
jarurat	need	noun
jaroorat	need	noun
aavashyakta	need	noun
tijori	safe locker	noun
badle	exchange	noun
zyada	more	adjective
jyada	more	adjective
jada	more	adjective
zada	more	adjective
jiyada	more	adjective
zyaada	more	adjective
jyaada	more	adjective
kam	less low	adjective
sabse	most	adjective
sbse	most	adjective
thoda	little some	adjective
thodi	little some	adjective
thode	little some	adjective
thora	little some	adjective
thori	little some	adjective
bahut	very much	adjective
bohot	very much	adjective
bahot	very much	adjective
boht	very much	adjective
bhut	very much	adjective
bahoot	very much	adjective
itna	this much	adjective
itni	this much	adjective
itne	this much	adjective
utna	that much	adjective
utni	that much	adjective
utne	that much	adjective
jitna	as much	adjective
jitni	as much	adjective
jitne	as much	adjective
kaafi	enough quite	adjective
kafi	enough quite	adjective
paryapt	enough quite	adjective
har	every each	adjective
pratyek	every each	adjective
prati	every each	adjective
kai	several	adjective
accha	good	adjective
acha	good	adjective
achha	good	adjective
achchha	good	adjective
acchha	good	adjective
achhi	good	adjective
acchi	good	adjective
achi	good	adjective
ache	good	adjective
acche	good	adjective
achhe	good	adjective
bura	bad	adjective
buri	bad	adjective
bure	bad	adjective
kharab	bad broken	adjective
kharaab	bad broken	adjective
toota	broken	adjective
tuta	broken	adjective
tooti	broken	adjective
tuti	broken	adjective
toote	broken	adjective
tute	broken	adjective
sahi	correct right	adjective
shi	correct right	adjective
sahee	correct right	adjective
galat	wrong	adjective
glat	wrong	adjective
ghalat	wrong	adjective
zaroori	necessary required	adjective
jaruri	necessary required	adjective
zaruri	necessary required	adjective
jaroori	necessary required	adjective
avashyak	necessary required	adjective
aavashyak	necessary required	adjective
anivarya	necessary required	adjective
mushkil	difficult	adjective
muskil	difficult	adjective
kathin	difficult	adjective
aasan	easy simple	adjective
asaan	easy simple	adjective
asan	easy simple	adjective
aasaan	easy simple	adjective
saral	easy simple	adjective
khali	empty	adjective
khaali	empty	adjective
poora	full complete	adjective
pura	full complete	adjective
puri	full complete	adjective
poori	full complete	adjective
poore	full complete	adjective
sampoorn	full complete	adjective
sampurn	full complete	adjective
adhoora	incomplete	adjective
adhura	incomplete	adjective
adhuri	incomplete	adjective
adhoori	incomplete	adjective
naya	new	adjective
nya	new	adjective
nayi	new	adjective
naye	new	adjective
nye	new	adjective
nae	new	adjective
nayaa	new	adjective
nai	new no	adjective
purana	old	adjective
puraana	old	adjective
purani	old	adjective
purane	old	adjective
bada	big	adjective
badi	big	adjective
bade	big	adjective
bara	big	adjective
bari	big	adjective
chhota	small	adjective
chota	small	adjective
chhoti	small	adjective
choti	small	adjective
chhote	small	adjective
chote	small	adjective
lamba	long	adjective
lambi	long	adjective
lambe	long	adjective
alag	separate different	adjective
alg	separate different	adjective
bhinn	separate different	adjective
sidha	direct straight	adjective
seedha	direct straight	adjective
sidhe	direct straight	adjective
seedhe	direct straight	adjective
asli	real original	adjective
asal	real original	adjective
nakli	fake	adjective
farzi	fake	adjective
farji	fake	adjective
chalu	active running	adjective
chaloo	active running	adjective
sakriya	active running	adjective
band	closed block	adjective
bandh	closed block	adjective
nishkriya	inactive dormant	adjective
niskriya	inactive dormant	adjective
mumkin	possible	adjective
sambhav	possible	adjective
namumkin	impossible	adjective
asambhav	impossible	adjective
vishesh	special	adjective
khaas	special	adjective
khas	special	adjective
samanya	general normal	adjective
saamanya	general normal	adjective
sakht	strict	adjective
sasta	cheap	adjective
sasti	cheap	adjective
saste	cheap	adjective
mehenga	expensive	adjective
mehnga	expensive	adjective
mahanga	expensive	adjective
mehngi	expensive	adjective
mehnge	expensive	adjective
mahange	expensive	adjective
muft	free	adjective
nishulk	free	adjective
upalabdh	available	adjective
uplabdh	available	adjective
maujooda	current	adjective
mojooda	current	adjective
vartaman	current	adjective
garib	poor	adjective
gareeb	poor	adjective
amir	rich	adjective
ameer	rich	adjective
dhani	rich	adjective
pakka	confirmed sure	adjective
pakki	confirmed sure	adjective
pakke	confirmed sure	adjective
behtar	better	adjective
behtareen	best	adjective
khush	happy	adjective
naraz	upset	adjective
naraaz	upset	adjective
pareshan	worried troubled	adjective
pareshaan	worried troubled	adjective
zinda	alive	adjective
jinda	alive	adjective
jeevit	alive	adjective
mrit	deceased	adjective
mritak	deceased	adjective
swargiya	deceased	adjective
swargwasi	deceased	adjective
sthayi	permanent	adjective
sthai	permanent	adjective
asthayi	temporary	adjective
asthai	temporary	adjective
sanyukt	joint	adjective
akela	alone single	adjective
akele	alone single	adjective
akeli	alone single	adjective
surakshit	safe	adjective
lapata	lost missing	adjective
laapata	lost missing	adjective
gumshuda	lost missing	adjective
videshi	foreign	adjective
sirf	only	adverb
sirph	only	adverb
bas	only	adverb
keval	only	adverb
kewal	only	adverb
bina	without	adverb
bagair	without	adverb
saath	with together	adverb
sath	with together	adverb
andar	inside	adverb
bahar	outside	adverb
baahar	outside	adverb
upar	above	adverb
oopar	above	adverb
neeche	below	adverb
niche	below	adverb
paas	near have	adverb
pas	near have	adverb
saamne	front	adverb
samne	front	adverb
peeche	behind	adverb
piche	behind	adverb
beech	between	adverb
bich	between	adverb
yahan	here	adverb
yaha	here	adverb
idhar	here	adverb
wahan	there	adverb
waha	there	adverb
vahan	there	adverb
vaha	there	adverb
kahin	somewhere	adverb
kahi	somewhere	adverb
jaise	like	adverb
jese	like	adverb
aise	like this	adverb
ese	like this	adverb
aisa	like this	adverb
esa	like this	adverb
aisi	like this	adverb
esi	like this	adverb
waisa	like that	adverb
vaisa	like that	adverb
waise	like that	adverb
vaise	like that	adverb
wapas	back return	adverb
vapas	back return	adverb
waapas	back return	adverb
wapis	back return	adverb
vapis	back return	adverb
bilkul	absolutely	adverb
ekdum	absolutely	adverb
zaroor	surely	adverb
jarur	surely	adverb
jaroor	surely	adverb
zarur	surely	adverb
shayad	maybe	adverb
sach	really	adverb
sachme	really	adverb
waqai	really	adverb
dheere	slowly	adverb
dhire	slowly	adverb
alawa	except besides	adverb
alava	except besides	adverb
ilava	except besides	adverb
siva	except besides	adverb
siway	except besides	adverb
zariye	through via	adverb
jariye	through via	adverb
anusaar	according	adverb
anusar	according	adverb
mutabik	according	adverb
lagbhag	about approximately	adverb
takriban	about approximately	adverb
kareeb	about approximately	adverb
karib	about approximately	adverb
bajaye	instead	adverb
khilaf	against	adverb
khilaaf	against	adverb
antargat	under	adverb
tahat	under	adverb
zara	little please	adverb
jara	little please	adverb
kar	do	verb
karna	do	verb
karne	do	verb
karni	do	verb
karo	do	verb
karu	do	verb
karun	do	verb
karein	do	verb
karen	do	verb
kare	do	verb
karta	do	verb
karti	do	verb
karte	do	verb
kariye	do	verb
karie	do	verb
kr	do	verb
krna	do	verb
krne	do	verb
kro	do	verb
krta	do	verb
krti	do	verb
krte	do	verb
karwao	do	verb
kiya	did done	verb
kiye	did done	verb
kie	did done	verb
kiyaa	did done	verb
karega	will do	verb
karegi	will do	verb
karenge	will do	verb
karunga	will do	verb
karungi	will do	verb
karoge	will do	verb
krega	will do	verb
kregi	will do	verb
krenge	will do	verb
krunga	will do	verb
karwana	get done	verb
karvana	get done	verb
karana	get done	verb
karwa	get done	verb
karwaya	get done	verb
karwaye	get done	verb
karwani	get done	verb
karwane	get done	verb
hona	be happen	verb
hone	be happen	verb
honi	be happen	verb
hota	be happen	verb
hoti	be happen	verb
hote	be happen	verb
hoye	be happen	verb
hua	happened	verb
hui	happened	verb
hue	happened	verb
huye	happened	verb
huaa	happened	verb
huwa	happened	verb
hoga	will be	verb
hogi	will be	verb
honge	will be	verb
hoge	will be	verb
hogaa	will be	verb
mil	get receive	verb
milna	get receive	verb
milne	get receive	verb
milo	get receive	verb
milta	get receive	verb
milte	get receive	verb
milega	will get receive	verb
milegi	will get receive	verb
milti	get receive	verb
miliye	get receive	verb
milein	get receive	verb
milenge	will get receive	verb
milunga	will get receive	verb
mila	received got	verb
mili	received got	verb
mile	received got	verb
milana	match link	verb
milane	match link	verb
milao	match link	verb
milaya	match link	verb
milayi	match link	verb
milaye	match link	verb
milata	match link	verb
milayega	will match link	verb
milaega	will match link	verb
de	give	verb
dena	give	verb
dene	give	verb
deni	give	verb
dijiye	give	verb
dijie	give	verb
deta	give	verb
deti	give	verb
dete	give	verb
dein	give	verb
dey	give	verb
diya	gave	verb
diye	gave	verb
dia	gave	verb
di	gave	verb
dega	will give	verb
degi	will give	verb
denge	will give	verb
dunga	will give	verb
dungi	will give	verb
doge	will give	verb
le	take	verb
lena	take	verb
lene	take	verb
leni	take	verb
lo	take	verb
lijiye	take	verb
lijie	take	verb
leta	take	verb
leti	take	verb
lete	take	verb
lein	take	verb
liya	took	verb
lia	took	verb
li	took	verb
lega	will take	verb
legi	will take	verb
lenge	will take	verb
lunga	will take	verb
lungi	will take	verb
loge	will take	verb
ja	go	verb
jana	go	verb
jaana	go	verb
jane	go	verb
jaane	go	verb
jao	go	verb
jaiye	go	verb
jaye	go	verb
jaaye	go	verb
jata	go	verb
jati	go	verb
jate	go	verb
jaata	go	verb
jaati	go	verb
jaate	go	verb
jaun	go	verb
jayega	will go	verb
jaega	will go	verb
jayegi	will go	verb
jaegi	will go	verb
jayenge	will go	verb
jaenge	will go	verb
jaunga	will go	verb
jaoge	will go	verb
aa	come	verb
aana	come	verb
ana	come	verb
aane	come	verb
ane	come	verb
aao	come	verb
aaiye	come	verb
aaye	come	verb
aata	come	verb
aati	come	verb
aate	come	verb
ata	come	verb
aaya	came received	verb
aayi	came received	verb
aai	came received	verb
aya	came received	verb
ayi	came received	verb
aye	came received	verb
aayega	will come	verb
ayega	will come	verb
aaega	will come	verb
aayegi	will come	verb
ayegi	will come	verb
aaegi	will come	verb
aayenge	will come	verb
ayenge	will come	verb
aaenge	will come	verb
rehna	stay live	verb
rahna	stay live	verb
rehta	stay live	verb
rahta	stay live	verb
rehti	stay live	verb
rahti	stay live	verb
rehte	stay live	verb
rahte	stay live	verb
raho	stay live	verb
rahiye	stay live	verb
rehne	stay live	verb
rahne	stay live	verb
rahega	will stay	verb
rahegi	will stay	verb
rahenge	will stay	verb
rehega	will stay	verb
rehegi	will stay	verb
rehenge	will stay	verb
chahiye	need want	verb
chahie	need want	verb
chaiye	need want	verb
chahiya	need want	verb
chaahiye	need want	verb
chahye	need want	verb
chahta	want	verb
chahti	want	verb
chahte	want	verb
chaahta	want	verb
chaahti	want	verb
chaahte	want	verb
chahna	want	verb
chahunga	want	verb
chahenge	want	verb
chah	want	verb
sakta	can	verb
sakti	can	verb
sakte	can	verb
sako	can	verb
saku	can	verb
sakun	can	verb
sakna	can	verb
sake	could	verb
saka	could	verb
saki	could	verb
sakega	will be able	verb
sakegi	will be able	verb
sakenge	will be able	verb
sakunga	will be able	verb
sakoge	will be able	verb
padta	have to	verb
padti	have to	verb
padte	have to	verb
pada	have to	verb
padi	have to	verb
pade	have to	verb
padega	have to	verb
padegi	have to	verb
padenge	have to	verb
padna	have to	verb
chuka	already	verb
chuki	already	verb
chuke	already	verb
rakh	keep	verb
rakhna	keep	verb
rakhne	keep	verb
rakho	keep	verb
rakha	keep	verb
rakhi	keep	verb
rakhe	keep	verb
rakhta	keep	verb
rakhte	keep	verb
rakhega	will keep	verb
rakhegi	will keep	verb
bhar	fill pay	verb
bharna	fill pay	verb
bharne	fill pay	verb
bharo	fill pay	verb
bhara	paid filled	verb
bhari	paid filled	verb
bhare	paid filled	verb
bharta	fill pay	verb
bharte	fill pay	verb
bharega	will fill pay	verb
bharegi	will fill pay	verb
bharti	fill pay	verb
bhariye	fill pay	verb
bharein	fill pay	verb
bharu	fill pay	verb
bharun	fill pay	verb
bharenge	will fill pay	verb
bharunga	will fill pay	verb
bharwana	get filled	verb
bharwane	get filled	verb
bharwao	get filled	verb
bharwaya	get filled	verb
bharwaye	get filled	verb
bharwayega	get filled	verb
bharwaiye	get filled	verb
bhej	send	verb
bhejna	send	verb
bhejne	send	verb
bhejo	send	verb
bheja	sent	verb
bheji	sent	verb
bheje	sent	verb
bhejta	send	verb
bhejte	send	verb
bhejega	will send	verb
bhejegi	will send	verb
bhijwana	get sent	verb
bhijwane	get sent	verb
bhijwao	get sent	verb
bhijwaya	get sent	verb
bhijwaye	get sent	verb
bhijwayega	get sent	verb
bhijwaiye	get sent	verb
khol	open	verb
kholna	open	verb
kholne	open	verb
kholo	open	verb
khola	opened	verb
kholi	opened	verb
khole	opened	verb
kholta	open	verb
kholte	open	verb
kholega	will open	verb
kholegi	will open	verb
khul	open	verb
khulna	open	verb
khulne	open	verb
khula	opened	verb
khuli	opened	verb
khule	opened	verb
khulta	open	verb
khulte	open	verb
khulega	will open	verb
khulegi	will open	verb
khulwana	get opened	verb
khulwane	get opened	verb
khulwao	get opened	verb
khulwaya	get opened	verb
khulwaye	get opened	verb
khulwayega	get opened	verb
khulwaiye	get opened	verb
tod	break	verb
todna	break	verb
todne	break	verb
todo	break	verb
toda	broke broken	verb
todi	broke broken	verb
tode	broke broken	verb
todta	break	verb
todte	break	verb
todega	will break	verb
todegi	will break	verb
tudwana	get broken	verb
tudwane	get broken	verb
tudwao	get broken	verb
tudwaya	get broken	verb
tudwaye	get broken	verb
tudwayega	get broken	verb
tudwaiye	get broken	verb
nikal	withdraw take out	verb
nikalna	withdraw take out	verb
nikalne	withdraw take out	verb
niklo	withdraw take out	verb
nikla	withdrawn	verb
nikli	withdrawn	verb
nikle	withdrawn	verb
nikalta	withdraw take out	verb
nikalte	withdraw take out	verb
niklega	withdraw take out	verb
niklegi	withdraw take out	verb
nikalti	withdraw take out	verb
nikliye	withdraw take out	verb
niklein	withdraw take out	verb
niklu	withdraw take out	verb
niklun	withdraw take out	verb
niklenge	withdraw take out	verb
niklunga	withdraw take out	verb
nikala	withdrawn	verb
nikalega	withdraw take out	verb
nikalwana	get withdrawn	verb
nikalwane	get withdrawn	verb
nikalwao	get withdrawn	verb
nikalwaya	get withdrawn	verb
nikalwaye	get withdrawn	verb
nikalwayega	get withdrawn	verb
nikalwaiye	get withdrawn	verb
lagna	cost take seem	verb
lagta	cost take seem	verb
lagti	cost take seem	verb
lagte	cost take seem	verb
lag	cost take seem	verb
lage	cost take seem	verb
laga	cost take seem	verb
lagi	cost take seem	verb
lagega	will cost	verb
lagegi	will cost	verb
lagenge	will cost	verb
lagana	apply put	verb
lagane	apply put	verb
lagao	apply put	verb
lagaya	apply put	verb
lagayi	apply put	verb
lagaye	apply put	verb
lagata	apply put	verb
lagayega	will apply put	verb
lagaega	will apply put	verb
lagwana	get applied	verb
lagwane	get applied	verb
lagwao	get applied	verb
lagwaya	get applied	verb
lagwaye	get applied	verb
lagwayega	get applied	verb
lagwaiye	get applied	verb
bata	tell	verb
batana	tell	verb
batane	tell	verb
batao	tell	verb
bataya	tell	verb
batayi	tell	verb
bataye	tell	verb
batata	tell	verb
batayega	will tell	verb
bataega	will tell	verb
batate	tell	verb
batati	tell	verb
bataiye	tell	verb
bataen	tell	verb
bataein	tell	verb
batayein	tell	verb
batau	tell	verb
bataun	tell	verb
bataegi	will tell	verb
batayegi	will tell	verb
bataenge	will tell	verb
batayenge	will tell	verb
bataunga	will tell	verb
dekh	see check	verb
dekhna	see check	verb
dekhne	see check	verb
dekho	see check	verb
dekha	see check	verb
dekhi	see check	verb
dekhe	see check	verb
dekhta	see check	verb
dekhte	see check	verb
dekhega	will see check	verb
dekhegi	will see check	verb
dikha	show	verb
dikhana	show	verb
dikhane	show	verb
dikhao	show	verb
dikhaya	show	verb
dikhayi	show	verb
dikhaye	show	verb
dikhata	show	verb
dikhayega	will show	verb
dikhaega	will show	verb
bhool	forgot	verb
bhul	forgot	verb
bhoola	forgot	verb
bhula	forgot	verb
bhooli	forgot	verb
bhuli	forgot	verb
bhoole	forgot	verb
bhule	forgot	verb
bhoolna	forgot	verb
bhulna	forgot	verb
bhoolne	forgot	verb
bhulne	forgot	verb
bhoolta	forgot	verb
bhulta	forgot	verb
bhulega	forgot	verb
bhoolega	forgot	verb
kho	lose	verb
khona	lose	verb
khone	lose	verb
khota	lose	verb
khoya	lost	verb
khoyi	lost	verb
khoye	lost	verb
khoi	lost	verb
chura	steal	verb
churana	steal	verb
churane	steal	verb
churao	steal	verb
churaya	stolen	verb
churayi	stolen	verb
churaye	stolen	verb
churata	steal	verb
churayega	will steal	verb
churaega	will steal	verb
badal	change	verb
badalna	change	verb
badalne	change	verb
badlo	change	verb
badla	changed	verb
badli	changed	verb
badalta	change	verb
badalte	change	verb
badlega	will change	verb
badlegi	will change	verb
badalti	change	verb
badliye	change	verb
badlein	change	verb
badlu	change	verb
badlun	change	verb
badlenge	will change	verb
badlunga	will change	verb
badala	changed	verb
badalega	will change	verb
badalwana	get changed	verb
badalwane	get changed	verb
badalwao	get changed	verb
badalwaya	get changed	verb
badalwaye	get changed	verb
badalwayega	get changed	verb
badalwaiye	get changed	verb
ruk	stop	verb
rukna	stop	verb
rukne	stop	verb
ruko	stop	verb
ruka	stopped	verb
ruki	stopped	verb
ruke	stopped	verb
rukta	stop	verb
rukte	stop	verb
rukega	will stop	verb
rukegi	will stop	verb
rok	stop block	verb
rokna	stop block	verb
rokne	stop block	verb
roko	stop block	verb
roka	stopped blocked	verb
roki	stopped blocked	verb
roke	stopped blocked	verb
rokta	stop block	verb
rokte	stop block	verb
rokega	will stop block	verb
rokegi	will stop block	verb
rukwana	get stopped	verb
rukwane	get stopped	verb
rukwao	get stopped	verb
rukwaya	get stopped	verb
rukwaye	get stopped	verb
rukwayega	get stopped	verb
rukwaiye	get stopped	verb
kat	deducted cut	verb
katna	deducted cut	verb
katne	deducted cut	verb
kato	deducted cut	verb
kata	deducted cut	verb
kati	deducted cut	verb
kate	deducted cut	verb
katta	deducted cut	verb
katte	deducted cut	verb
katega	will deduct	verb
kategi	will deduct	verb
katti	deducted cut	verb
katiye	deducted cut	verb
katein	deducted cut	verb
katu	deducted cut	verb
katun	deducted cut	verb
katenge	will deduct	verb
katunga	will deduct	verb
kaat	cut deduct	verb
kaatna	cut deduct	verb
kaatne	cut deduct	verb
kaato	cut deduct	verb
kaata	deducted cut	verb
kaati	deducted cut	verb
kaate	deducted cut	verb
kaatta	cut deduct	verb
kaatte	cut deduct	verb
kaatega	will cut deduct	verb
kaategi	will cut deduct	verb
katwana	get cut	verb
katwane	get cut	verb
katwao	get cut	verb
katwaya	get cut	verb
katwaye	get cut	verb
katwayega	get cut	verb
katwaiye	get cut	verb
daal	put deposit	verb
daalna	put deposit	verb
daalne	put deposit	verb
daalo	put deposit	verb
daala	put deposit	verb
daali	put deposit	verb
daale	put deposit	verb
daalta	put deposit	verb
daalte	put deposit	verb
daalega	will put deposit	verb
daalegi	will put deposit	verb
dal	put deposit	verb
dalna	put deposit	verb
dalne	put deposit	verb
dalo	put deposit	verb
dala	put deposit	verb
dali	put deposit	verb
dale	put deposit	verb
dalta	put deposit	verb
dalte	put deposit	verb
dalega	put deposit	verb
dalegi	put deposit	verb
daliye	put deposit	verb
jod	add link	verb
jodna	add link	verb
jodne	add link	verb
jodo	add link	verb
joda	added linked	verb
jodi	added linked	verb
jode	added linked	verb
jodta	add link	verb
jodte	add link	verb
jodega	will add link	verb
jodegi	will add link	verb
jud	linked added	verb
judna	linked added	verb
judne	linked added	verb
juda	linked added	verb
judi	linked added	verb
jude	linked added	verb
judta	linked added	verb
judte	linked added	verb
judega	will link	verb
judegi	will link	verb
judwana	get linked	verb
judwane	get linked	verb
judwao	get linked	verb
judwaya	get linked	verb
judwaye	get linked	verb
judwayega	get linked	verb
judwaiye	get linked	verb
hata	remove	verb
hatana	remove	verb
hatane	remove	verb
hatao	remove	verb
hataya	removed	verb
hatayi	removed	verb
hataye	removed	verb
hatata	remove	verb
hatayega	will remove	verb
hataega	will remove	verb
hatwana	get removed	verb
hatwane	get removed	verb
hatwao	get removed	verb
hatwaya	get removed	verb
hatwaye	get removed	verb
hatwayega	get removed	verb
hatwaiye	get removed	verb
bana	become make	verb
ban	become	verb
banna	become	verb
banne	become	verb
bano	become	verb
bani	become	verb
bane	become	verb
banta	become	verb
bante	become	verb
banega	will become	verb
banegi	will become	verb
banana	make	verb
banane	make	verb
banao	make	verb
banaya	made	verb
banayi	made	verb
banaye	made	verb
banata	make	verb
banayega	will make	verb
banaega	will make	verb
banwana	get made	verb
banwane	get made	verb
banwao	get made	verb
banwaya	get made	verb
banwaye	get made	verb
banwayega	get made	verb
banwaiye	get made	verb
chala	run operate	verb
chalana	run operate	verb
chalane	run operate	verb
chalao	run operate	verb
chalaya	run operate	verb
chalayi	run operate	verb
chalaye	run operate	verb
chalata	run operate	verb
chalayega	will run operate	verb
chalaega	will run operate	verb
chal	work run	verb
chalna	work run	verb
chalne	work run	verb
chalo	work run	verb
chali	work run	verb
chale	work run	verb
chalta	work run	verb
chalte	work run	verb
chalega	will work run	verb
chalegi	will work run	verb
samajh	understand	verb
samajhna	understand	verb
samajhne	understand	verb
samjho	understand	verb
samjha	understand	verb
samjhi	understand	verb
samjhe	understand	verb
samajhta	understand	verb
samajhte	understand	verb
samjhega	will understand	verb
samjhegi	will understand	verb
samajha	understand	verb
samajhega	will understand	verb
samjhana	explain	verb
samjhane	explain	verb
samjhao	explain	verb
samjhaya	explain	verb
samjhayi	explain	verb
samjhaye	explain	verb
samjhata	explain	verb
samjhayega	will explain	verb
samjhaega	will explain	verb
puch	ask	verb
puchna	ask	verb
puchne	ask	verb
pucho	ask	verb
pucha	ask	verb
puchi	ask	verb
puche	ask	verb
puchta	ask	verb
puchte	ask	verb
puchega	will ask	verb
puchegi	will ask	verb
pooch	ask	verb
poochna	ask	verb
poochne	ask	verb
poocho	ask	verb
poocha	ask	verb
poochi	ask	verb
pooche	ask	verb
poochta	ask	verb
poochte	ask	verb
poochega	will ask	verb
poochegi	will ask	verb
bol	say tell	verb
bolna	say tell	verb
bolne	say tell	verb
bolo	say tell	verb
bola	say tell	verb
boli	say tell	verb
bole	say tell	verb
bolta	say tell	verb
bolte	say tell	verb
bolega	will say tell	verb
bolegi	will say tell	verb
kehna	say	verb
kahna	say	verb
kehte	say	verb
kahte	say	verb
kehta	say	verb
kahta	say	verb
kaho	say	verb
kahe	say	verb
maang	ask demand	verb
maangna	ask demand	verb
maangne	ask demand	verb
maango	ask demand	verb
maanga	ask demand	verb
maangi	ask demand	verb
maange	ask demand	verb
maangta	ask demand	verb
maangte	ask demand	verb
maangega	will ask demand	verb
maangegi	will ask demand	verb
bech	sell	verb
bechna	sell	verb
bechne	sell	verb
becho	sell	verb
becha	sold	verb
bechi	sold	verb
beche	sold	verb
bechta	sell	verb
bechte	sell	verb
bechega	will sell	verb
bechegi	will sell	verb
khareed	buy	verb
khareedna	buy	verb
khareedne	buy	verb
khareedo	buy	verb
khareeda	bought	verb
khareedi	bought	verb
khareede	bought	verb
khareedta	buy	verb
khareedte	buy	verb
khareedega	will buy	verb
khareedegi	will buy	verb
bacha	save	verb
bachana	save	verb
bachane	save	verb
bachao	save	verb
bachaya	save	verb
bachayi	save	verb
bachaye	save	verb
bachata	save	verb
bachayega	will save	verb
bachaega	will save	verb
padh	study read	verb
padhna	study read	verb
padhne	study read	verb
padho	study read	verb
padha	study read	verb
padhi	study read	verb
padhe	study read	verb
padhta	study read	verb
padhte	study read	verb
padhega	will study read	verb
padhegi	will study read	verb
likh	write	verb
likhna	write	verb
likhne	write	verb
likho	write	verb
likha	write	verb
likhi	write	verb
likhe	write	verb
likhta	write	verb
likhte	write	verb
likhega	will write	verb
likhegi	will write	verb
chukana	repay pay	verb
chukane	repay pay	verb
chukao	repay pay	verb
chukaya	repaid	verb
chukayi	repaid	verb
chukaye	repaid	verb
chukata	repay pay	verb
chukayega	will repay pay	verb
chukaega	will repay pay	verb
lauta	return	verb
lautana	return	verb
lautane	return	verb
lautao	return	verb
lautaya	return	verb
lautayi	return	verb
lautaye	return	verb
lautata	return	verb
lautayega	will return	verb
lautaega	will return	verb
chhod	leave quit	verb
chhodna	leave quit	verb
chhodne	leave quit	verb
chhodo	leave quit	verb
chhoda	leave quit	verb
chhodi	leave quit	verb
chhode	leave quit	verb
chhodta	leave quit	verb
chhodte	leave quit	verb
chhodega	will leave quit	verb
chhodegi	will leave quit	verb
pahunch	reach	verb
pahunchna	reach	verb
pahunchne	reach	verb
pahuncho	reach	verb
pahuncha	reached	verb
pahunchi	reached	verb
pahunche	reached	verb
pahunchta	reach	verb
pahunchte	reach	verb
pahunchega	will reach	verb
pahunchegi	will reach	verb
pohcha	reached	verb
pahucha	reached	verb
pohche	reached	verb
pahuche	reached	verb
bula	call	verb
bulana	call	verb
bulane	call	verb
bulao	call	verb
bulaya	call	verb
bulayi	call	verb
bulaye	call	verb
bulata	call	verb
bulayega	will call	verb
bulaega	will call	verb
badh	increase	verb
badhna	increase	verb
badhne	increase	verb
badho	increase	verb
badha	increase	verb
badhi	increase	verb
badhe	increase	verb
badhta	increase	verb
badhte	increase	verb
badhega	will increase	verb
badhegi	will increase	verb
badhana	increase	verb
badhane	increase	verb
badhao	increase	verb
badhaya	increase	verb
badhayi	increase	verb
badhaye	increase	verb
badhata	increase	verb
badhayega	will increase	verb
badhaega	will increase	verb
ghata	reduce	verb
ghatana	reduce	verb
ghatane	reduce	verb
ghatao	reduce	verb
ghataya	reduce	verb
ghatayi	reduce	verb
ghataye	reduce	verb
ghatata	reduce	verb
ghatayega	will reduce	verb
ghataega	will reduce	verb
utha	take raise	verb
uthana	take raise	verb
uthane	take raise	verb
uthao	take raise	verb
uthaya	take raise	verb
uthayi	take raise	verb
uthaye	take raise	verb
uthata	take raise	verb
uthayega	will take raise	verb
uthaega	will take raise	verb
sudhar	correct fix	verb
sudharna	correct fix	verb
sudharne	correct fix	verb
sudharo	correct fix	verb
sudhara	correct fix	verb
sudhari	correct fix	verb
sudhare	correct fix	verb
sudharta	correct fix	verb
sudharte	correct fix	verb
sudharega	will correct fix	verb
sudharegi	will correct fix	verb
sudharwana	get corrected	verb
sudharwane	get corrected	verb
sudharwao	get corrected	verb
sudharwaya	get corrected	verb
sudharwaye	get corrected	verb
sudharwayega	get corrected	verb
sudharwaiye	get corrected	verb
dhoondh	search find	verb
dhoondhna	search find	verb
dhoondhne	search find	verb
dhoondho	search find	verb
dhoondha	search find	verb
dhoondhi	search find	verb
dhoondhe	search find	verb
dhoondhta	search find	verb
dhoondhte	search find	verb
dhoondhega	will search find	verb
dhoondhegi	will search find	verb
kama	earn	verb
kamana	earn	verb
kamane	earn	verb
kamao	earn	verb
kamaya	earn	verb
kamayi	earn	verb
kamaye	earn	verb
kamata	earn	verb
kamayega	will earn	verb
kamaega	will earn	verb
soch	think	verb
sochna	think	verb
sochne	think	verb
socho	think	verb
socha	think	verb
sochi	think	verb
soche	think	verb
sochta	think	verb
sochte	think	verb
sochega	will think	verb
sochegi	will think	verb
jaan	know	verb
jaanna	know	verb
jaanne	know	verb
jaano	know	verb
jaani	know	verb
jaanta	know	verb
jaante	know	verb
jaanega	will know	verb
jaanegi	will know	verb
janna	know	verb
jante	know	verb
janti	know	verb
sun	hear	verb
sunna	hear	verb
sunne	hear	verb
suno	hear	verb
suna	hear	verb
suni	hear	verb
sune	hear	verb
sunta	hear	verb
sunte	hear	verb
sunega	will hear	verb
sunegi	will hear	verb
marna	die	verb
marne	die	verb
maro	die	verb
mara	died	verb
mari	died	verb
mare	died	verb
marta	die	verb
marte	die	verb
marega	will die	verb
maregi	will die	verb
pana	get	verb
payega	will get	verb
paega	will get	verb
paya	got	verb
pasand	like	verb
jaanch	check see	verb
janch	check see	verb
jaach	check see	verb
rukiye	wait	verb
"""
