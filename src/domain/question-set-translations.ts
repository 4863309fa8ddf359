import type { TranslatedLocale } from './locales.ts';

// The built-in sets' titles, descriptions and domain labels (question-bank.ts) in every other
// shipped language (decision 0053, "Questions"): content of the sets, beside their statements'
// translations, not catalogue messages. Machine-made, for a native speaker's review.

type Wording = Readonly<Record<TranslatedLocale, string>>;

export const SET_TRANSLATIONS: Readonly<Record<string, { readonly title: Wording; readonly description: Wording }>> = {
  'deib-assessment': {
    title: {
      de: 'Vielfalt, Chancengerechtigkeit, Inklusion und Zugehörigkeit (DEIB)',
      fr: 'Diversité, équité, inclusion et appartenance (DEIB)',
      es: 'Diversidad, equidad, inclusión y pertenencia (DEIB)',
      ar: 'التنوع والإنصاف والشمول والانتماء (DEIB)',
    },
    description: {
      de: 'Misst, wie Führung, Einstellung und Alltagskultur Vielfalt, Chancengerechtigkeit, Inklusion und Zugehörigkeit fördern.',
      fr: 'Mesure dans quelle mesure la direction, le recrutement et la culture au quotidien favorisent la diversité, l’équité, l’inclusion et l’appartenance.',
      es: 'Mide cómo el liderazgo, la contratación y la cultura diaria apoyan la diversidad, la equidad, la inclusión y la pertenencia.',
      ar: 'يقيس مدى دعم القيادة والتوظيف والثقافة اليومية للتنوع والإنصاف والشمول والانتماء.',
    },
  },
  'workforce-transformation': {
    title: {
      de: 'Transformation der Belegschaft',
      fr: 'Transformation des effectifs',
      es: 'Transformación de la plantilla',
      ar: 'تحوّل القوى العاملة',
    },
    description: {
      de: 'Misst, wie bereit Aufbau, Fähigkeiten und Kultur der Organisation für neue Arbeitsweisen sind.',
      fr: 'Mesure dans quelle mesure l’organisation, les compétences et la culture de l’entreprise sont prêtes pour de nouvelles façons de travailler.',
      es: 'Mide lo preparados que están el diseño, las capacidades y la cultura de la organización para nuevas formas de trabajar.',
      ar: 'يقيس مدى جاهزية تصميم المؤسسة وقدراتها وثقافتها لطرق العمل الجديدة.',
    },
  },
  'people-first-maturity': {
    title: {
      de: 'Reifegrad „Menschen zuerst“',
      fr: 'Maturité « l’humain d’abord »',
      es: 'Madurez «las personas primero»',
      ar: 'نضج نهج «الإنسان أولاً»',
    },
    description: {
      de: 'Misst, wie weit Zweck, Identität und Werte der Organisation ihre Menschen in den Mittelpunkt stellen.',
      fr: 'Mesure dans quelle mesure la raison d’être, l’identité et les valeurs de l’organisation placent les personnes au centre.',
      es: 'Mide hasta qué punto el propósito, la identidad y los valores de la organización sitúan a las personas en el centro.',
      ar: 'يقيس مدى وضع غاية المؤسسة وهويتها وقيمها موظفيها في المركز.',
    },
  },
  'culture-change-readiness': {
    title: {
      de: 'Bereitschaft für Kulturwandel',
      fr: 'Préparation au changement culturel',
      es: 'Preparación para el cambio cultural',
      ar: 'الجاهزية لتغيير الثقافة',
    },
    description: {
      de: 'Misst, wie abgestimmt, bewusst und handlungsfähig Menschen sind, wenn sich die Kultur ihrer Organisation verändert.',
      fr: 'Mesure à quel point les personnes sont alignées, conscientes et capables d’agir quand la culture de leur organisation change.',
      es: 'Mide hasta qué punto las personas están alineadas, son conscientes y pueden actuar cuando la cultura de su organización cambia.',
      ar: 'يقيس مدى توافق الأفراد ووعيهم وقدرتهم على التصرف عندما تتغير ثقافة مؤسستهم.',
    },
  },
  'default-assessment': {
    title: {
      de: 'Organisationskultur (Standard)',
      fr: 'Culture organisationnelle (par défaut)',
      es: 'Cultura organizativa (predeterminada)',
      ar: 'الثقافة المؤسسية (افتراضي)',
    },
    description: {
      de: 'Eine kurze Grundlage zu Ausrichtung, Bewusstsein, Handlungsfähigkeit, Anpassungsfähigkeit und Verantwortung in der ganzen Organisation.',
      fr: 'Un court état des lieux de l’alignement, de la prise de conscience, de l’autonomie, de l’adaptabilité et de la responsabilité dans toute l’organisation.',
      es: 'Una breve referencia de alineación, conciencia, autonomía, adaptabilidad y responsabilidad en toda la organización.',
      ar: 'خط أساس قصير للتوافق والوعي والفاعلية والقدرة على التكيف والمساءلة في أنحاء المؤسسة.',
    },
  },
};

export const DOMAIN_LABEL_TRANSLATIONS: Readonly<Record<string, Wording>> = {
  'leadership-governance': {
    de: 'Führung & Governance',
    fr: 'Leadership et gouvernance',
    es: 'Liderazgo y gobernanza',
    ar: 'القيادة والحوكمة',
  },
  'recruitment-hiring': {
    de: 'Rekrutierung & Einstellung',
    fr: 'Recrutement et embauche',
    es: 'Selección y contratación',
    ar: 'الاستقطاب والتوظيف',
  },
  'culture-belonging': {
    de: 'Kultur & Zugehörigkeit',
    fr: 'Culture et appartenance',
    es: 'Cultura y pertenencia',
    ar: 'الثقافة والانتماء',
  },
  design: { de: 'Organisationsgestaltung', fr: 'Conception organisationnelle', es: 'Diseño organizativo', ar: 'التصميم المؤسسي' },
  capability: { de: 'Fähigkeiten', fr: 'Compétences', es: 'Capacidades', ar: 'القدرات' },
  culture_shift: { de: 'Kulturwandel', fr: 'Évolution culturelle', es: 'Cambio cultural', ar: 'التحول الثقافي' },
  'mission-purpose': { de: 'Mission & Zweck', fr: 'Mission et raison d’être', es: 'Misión y propósito', ar: 'الرسالة والغاية' },
  identity: { de: 'Identität', fr: 'Identité', es: 'Identidad', ar: 'الهوية' },
  'belief-values': { de: 'Überzeugungen & Werte', fr: 'Convictions et valeurs', es: 'Creencias y valores', ar: 'المعتقدات والقيم' },
  alignment: { de: 'Ausrichtung', fr: 'Alignement', es: 'Alineación', ar: 'التوافق' },
  awareness: { de: 'Bewusstsein', fr: 'Prise de conscience', es: 'Conciencia', ar: 'الوعي' },
  agency: { de: 'Handlungsfähigkeit', fr: 'Autonomie', es: 'Autonomía', ar: 'الفاعلية' },
  adaptability: { de: 'Anpassungsfähigkeit', fr: 'Adaptabilité', es: 'Adaptabilidad', ar: 'القدرة على التكيف' },
  accountability: { de: 'Verantwortung', fr: 'Responsabilité', es: 'Responsabilidad', ar: 'المساءلة' },
};
