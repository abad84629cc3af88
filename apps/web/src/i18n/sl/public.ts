import type { Translations } from '../translations';

export const publicPages: Translations['public'] = {
  landing: {
    documentTitle: 'Poiščite defibrilator',
    kicker: 'Javno dostopni defibrilatorji',
    headline: 'Poiščite najbližji AED.',
    headlineAccent: 'Šteje vsaka sekunda.',
    intro:
      'AED Atlas pokaže, kje so avtomatski zunanji defibrilatorji, da lahko vsakdo hitro pride do enega, ko se srce ustavi. Prijavite se za dostop do zemljevida AED ali ustvarite brezplačen račun in v njem hranite svoje kontakte za nujne primere.',
    login: 'Prijava za dostop do zemljevida AED',
    createAccount: 'Ustvari račun',
    emergency: 'V nujnem primeru najprej pokličite <strong>112</strong>.',
    featuresHeading: 'Kaj ponuja AED Atlas',
    features: {
      map: { title: 'Vsi AED-ji na enem zemljevidu', text: 'Defibrilatorji po vsej Sloveniji, z naslovom, časom dostopa in navodili za pot.' },
      ice: { title: 'Vaši kontakti za nujne primere', text: 'V računu hranite osebe, ki jih je treba obvestiti v nujnem primeru (kontakte ICE).' },
      helpCenters: { title: 'Centri pomoči', text: 'Poiščite preverjene centre pomoči v svoji bližini, s telefonskimi številkami in naslovi.' },
    },
  },
  unsubscribe: {
    title: 'Opomniki o izteku',
    checking: 'Preverjamo povezavo ...',
    question: 'Ustavim opomnike o izteku za {{email}}?',
    explain: 'Ta naslov ne bo več obveščen, ko se bo baterijam ali elektrodam AED-jev, za katere skrbi, bližal iztek.',
    confirm: 'Ustavi opomnike',
    busy: 'Ustavljamo ...',
    done: '{{email}} ne bo več prejemal opomnikov o izteku.',
    invalid: 'Ta povezava za odjavo ni veljavna. Uporabite povezavo iz opomnika, kot je bila poslana.',
    failed: 'Opomnikov trenutno ni bilo mogoče ustaviti. Poskusite znova.',
    toMap: 'Na zemljevid',
  },
  terms: {
    title: 'Pogoji uporabe',
    back: '← Nazaj na nadzorno ploščo',
    intro: 'Pred uporabo AED Atlas in njegove mobilne aplikacije preberite te pogoje.',
    contents: 'Kazalo',
    sections: {
      users: {
        title: 'Kdo lahko uporablja storitev',
        text: 'Uporabniki storitve so fizične osebe. Računov ni dovoljeno odpirati za podjetja ali druge pravne osebe.',
      },
      basicApp: {
        title: 'Brezplačna osnovna aplikacija',
        text: 'Osnovna mobilna aplikacija je brezplačna.',
      },
      premium: {
        title: 'Storitev Premium',
        text: 'Storitev Premium se plačuje mesečno ali letno. Naročnina Premium traja eno leto in jo je mogoče podaljšati.',
      },
      emergencyMessages: {
        title: 'Sporočila v sili',
        text: 'Ko sprožite alarm, gre sporočilo v sili najbližjim službam za nujno pomoč in vašim kontaktom za nujne primere (ICE), po SMS in/ali z obvestilom v aplikaciji.',
      },
      ageLimit: {
        title: 'Starostna omejitev',
        text: 'Storitev ni namenjena osebam, mlajšim od 14 let.',
      },
      purpose: {
        title: 'Namen uporabe',
        text: 'Aplikacijo je dovoljeno uporabljati samo za reševanje življenj. Zloraba, vključno z lažnimi alarmi, ni dovoljena.',
      },
      governingLaw: {
        title: 'Veljavno pravo',
        text: 'Za te pogoje velja pravo Republike Slovenije.',
      },
      feesRefunds: {
        title: 'Plačila in vračila',
        text: 'Plačanih zneskov ne vračamo, razen če je plačljiva storitev ukinjena.',
      },
      priceChanges: {
        title: 'Spremembe cen',
        text: 'Vsako spremembo cen objavimo en mesec pred njeno uveljavitvijo.',
      },
    },
  },
};
