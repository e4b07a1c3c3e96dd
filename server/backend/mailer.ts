// E-mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise written as
// .eml files under `${dataDir}/mail/` with the link printed to the log, so
// every flow works on a machine with nothing else installed.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import nodemailer from 'nodemailer'

export type Lang = 'fr' | 'en' | 'he'
export type MailKind =
  | 'signup'
  | 'magiclink'
  | 'recovery'
  | 'email_change_new'
  | 'email_change_current'
  | 'reauthentication'
  | 'newsletter_confirmation'

/**
 * Notices to an account's owner: they tell of something that happened and carry no link or code.
 * Kept apart from MailKind, each of whose account kinds auth/mail.ts pairs with a one-time token.
 */
export type NoticeKind = 'mfa_lockout'

export interface OutgoingMail {
  kind: MailKind | NoticeKind
  to: string
  lang: Lang
  subject: string
  text: string
  html: string
  /** the main link of the message (verification, confirmation) */
  link?: string
  /** the one-click unsubscribe link (newsletter e-mails) */
  unsubscribeLink?: string
  /** the one-time code, when the message carries one */
  otp?: string
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /** Sends without making the caller wait; a failure is logged with `what`. */
  sendLater(mail: OutgoingMail, what: string): void
  /** Resolves once every e-mail given to sendLater has been sent or has failed. */
  settle(): Promise<void>
  close(): void
}

export function pickLang(...candidates: unknown[]): Lang {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue
    const prefix = candidate.trim().toLowerCase().slice(0, 2)
    if (prefix === 'fr' || prefix === 'en' || prefix === 'he') return prefix
    if (prefix === 'iw') return 'he'
  }
  return 'fr'
}

/** Picks fr, en or he from an Accept-Language header (French when none matches). */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return 'fr'
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const quality = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: (tag ?? '').toLowerCase(), quality: quality ? Number(quality) : 1 }
    })
    .filter((choice) => choice.tag && choice.quality > 0)
    .sort((a, b) => b.quality - a.quality)
  for (const { tag } of ranked) {
    const prefix = tag.slice(0, 2)
    if (prefix === 'fr' || prefix === 'en' || prefix === 'he') return prefix
    if (prefix === 'iw') return 'he'
  }
  return 'fr'
}

export function createMailer(options: {
  dataDir: string
  smtpUrl?: string
  from: string
  log: (line: string) => void
  onMail?: (mail: OutgoingMail) => void
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const mailDir = join(options.dataDir, 'mail')
  const pending = new Set<Promise<void>>()
  const mailer: Mailer = {
    async send(mail) {
      const info = (await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })) as { message?: Buffer | string }
      if (!options.smtpUrl) {
        mkdirSync(mailDir, { recursive: true })
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = join(mailDir, `${stamp}-${mail.kind}-${randomBytes(3).toString('hex')}.eml`)
        writeFileSync(file, info.message ?? '', { mode: 0o600 })
        const what = mail.link ? `link: ${mail.link}` : mail.otp ? `code: ${mail.otp}` : ''
        options.log(`backend: mail (${mail.kind}) to ${mail.to} written to ${file}${what ? ` — ${what}` : ''}`)
      }
      options.onMail?.(mail)
    },
    sendLater(mail, what) {
      const sending = mailer.send(mail).catch((error: unknown) => {
        options.log(`backend: could not send ${what} to ${mail.to}: ${error instanceof Error ? error.message : String(error)}`)
      })
      pending.add(sending)
      void sending.finally(() => pending.delete(sending))
    },
    async settle() {
      await Promise.all([...pending])
    },
    close() {
      transport.close()
    },
  }
  return mailer
}

// ---------------------------------------------------------------------------
// Templates

const BRAND = 'Startups en Israël'

interface Strings {
  subject: string
  intro: string
  action?: string
  code?: string
  outro: string
}

const ACCOUNT_MAIL_TEXTS: Record<Exclude<MailKind, 'newsletter_confirmation'>, Record<Lang, Strings>> = {
  signup: {
    fr: {
      subject: 'Confirmez votre inscription',
      intro: 'Bienvenue ! Pour activer votre compte, confirmez votre adresse e-mail.',
      action: 'Confirmer mon adresse e-mail',
      code: 'Ou saisissez ce code :',
      outro: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
    },
    en: {
      subject: 'Confirm your sign-up',
      intro: 'Welcome! To activate your account, confirm your e-mail address.',
      action: 'Confirm my e-mail address',
      code: 'Or enter this code:',
      outro: 'If you did not sign up, ignore this message.',
    },
    he: {
      subject: 'אשרו את ההרשמה שלכם',
      intro: 'ברוכים הבאים! כדי להפעיל את החשבון, אשרו את כתובת האימייל שלכם.',
      action: 'אישור כתובת האימייל',
      code: 'או הזינו את הקוד:',
      outro: 'אם לא נרשמתם, התעלמו מהודעה זו.',
    },
  },
  magiclink: {
    fr: {
      subject: 'Votre lien de connexion',
      intro: 'Voici votre lien pour vous connecter.',
      action: 'Me connecter',
      code: 'Ou saisissez ce code :',
      outro: "Si vous n'avez pas demandé ce lien, ignorez ce message.",
    },
    en: {
      subject: 'Your sign-in link',
      intro: 'Here is your link to sign in.',
      action: 'Sign in',
      code: 'Or enter this code:',
      outro: 'If you did not ask for this link, ignore this message.',
    },
    he: {
      subject: 'קישור הכניסה שלכם',
      intro: 'זה הקישור שלכם לכניסה.',
      action: 'כניסה',
      code: 'או הזינו את הקוד:',
      outro: 'אם לא ביקשתם קישור זה, התעלמו מהודעה זו.',
    },
  },
  recovery: {
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      intro: 'Vous avez demandé à réinitialiser votre mot de passe.',
      action: 'Choisir un nouveau mot de passe',
      code: 'Ou saisissez ce code :',
      outro: "Si vous n'avez pas fait cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    en: {
      subject: 'Reset your password',
      intro: 'You asked to reset your password.',
      action: 'Choose a new password',
      code: 'Or enter this code:',
      outro: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    he: {
      subject: 'איפוס הסיסמה',
      intro: 'ביקשתם לאפס את הסיסמה שלכם.',
      action: 'בחירת סיסמה חדשה',
      code: 'או הזינו את הקוד:',
      outro: 'אם לא ביקשתם זאת, התעלמו מהודעה זו: הסיסמה שלכם לא תשתנה.',
    },
  },
  email_change_new: {
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      intro: 'Confirmez cette adresse pour la rattacher à votre compte.',
      action: 'Confirmer la nouvelle adresse',
      code: 'Ou saisissez ce code :',
      outro: "Si vous n'avez pas demandé ce changement, ignorez ce message.",
    },
    en: {
      subject: 'Confirm your new e-mail address',
      intro: 'Confirm this address to attach it to your account.',
      action: 'Confirm the new address',
      code: 'Or enter this code:',
      outro: 'If you did not ask for this change, ignore this message.',
    },
    he: {
      subject: 'אשרו את כתובת האימייל החדשה',
      intro: 'אשרו כתובת זו כדי לקשר אותה לחשבונכם.',
      action: 'אישור הכתובת החדשה',
      code: 'או הזינו את הקוד:',
      outro: 'אם לא ביקשתם שינוי זה, התעלמו מהודעה זו.',
    },
  },
  email_change_current: {
    fr: {
      subject: "Confirmez le changement d'adresse e-mail",
      intro: 'Une demande de changement de l’adresse e-mail de votre compte a été faite. Confirmez-la depuis cette adresse.',
      action: 'Confirmer le changement',
      code: 'Ou saisissez ce code :',
      outro: "Si vous n'avez pas demandé ce changement, ne confirmez pas et changez votre mot de passe.",
    },
    en: {
      subject: 'Confirm the change of e-mail address',
      intro: 'Someone asked to change the e-mail address of your account. Confirm it from this address.',
      action: 'Confirm the change',
      code: 'Or enter this code:',
      outro: 'If you did not ask for this change, do not confirm it and change your password.',
    },
    he: {
      subject: 'אשרו את שינוי כתובת האימייל',
      intro: 'התקבלה בקשה לשנות את כתובת האימייל של חשבונכם. אשרו אותה מכתובת זו.',
      action: 'אישור השינוי',
      code: 'או הזינו את הקוד:',
      outro: 'אם לא ביקשתם שינוי זה, אל תאשרו והחליפו את הסיסמה.',
    },
  },
  reauthentication: {
    fr: {
      subject: 'Votre code de vérification',
      intro: 'Voici le code qui confirme votre identité :',
      outro: "Si vous n'avez pas fait cette demande, ignorez ce message.",
    },
    en: {
      subject: 'Your verification code',
      intro: 'Here is the code that confirms your identity:',
      outro: 'If you did not ask for this, ignore this message.',
    },
    he: {
      subject: 'קוד האימות שלכם',
      intro: 'זה הקוד שמאמת את זהותכם:',
      outro: 'אם לא ביקשתם זאת, התעלמו מהודעה זו.',
    },
  },
}

const NEWSLETTER: Record<Lang, { subject: string; hello: (name: string | null) => string; intro: string; action: string; unsubscribe: string; outro: string }> = {
  fr: {
    subject: 'Confirmez votre inscription à la newsletter',
    hello: (firstName) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    intro: 'Merci de votre intérêt pour la newsletter hebdomadaire de Startups en Israël. Confirmez votre inscription :',
    action: 'Confirmer mon inscription',
    unsubscribe: 'Se désinscrire',
    outro: "Sans confirmation, vous ne recevrez rien. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    hello: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
    intro: 'Thank you for your interest in the weekly Startups en Israël newsletter. Confirm your subscription:',
    action: 'Confirm my subscription',
    unsubscribe: 'Unsubscribe',
    outro: 'Without confirmation you will receive nothing. If you did not ask for this, ignore this message.',
  },
  he: {
    subject: 'אשרו את ההרשמה לניוזלטר',
    hello: (firstName) => (firstName ? `שלום ${firstName},` : 'שלום,'),
    intro: 'תודה על התעניינותכם בניוזלטר השבועי של Startups en Israël. אשרו את ההרשמה:',
    action: 'אישור ההרשמה',
    unsubscribe: 'הסרה מרשימת התפוצה',
    outro: 'ללא אישור לא יישלח אליכם דבר. אם לא ביקשתם זאת, התעלמו מהודעה זו.',
  },
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

function layout(lang: Lang, body: string): string {
  const dir = lang === 'he' ? 'rtl' : 'ltr'
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${BRAND}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:24px" dir="${dir}">
<p style="font-weight:bold;font-size:18px">${BRAND}</p>
${body}
</body></html>`
}

export function authMail(kind: Exclude<MailKind, 'newsletter_confirmation'>, lang: Lang, to: string, link: string | undefined, otp: string): OutgoingMail {
  const texts = ACCOUNT_MAIL_TEXTS[kind][lang]
  const textParts = [texts.intro]
  let htmlBody = `<p>${escapeHtml(texts.intro)}</p>`
  if (link && texts.action) {
    textParts.push(`${texts.action} : ${link}`)
    htmlBody += `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>`
  }
  if (texts.code) {
    textParts.push(`${texts.code} ${otp}`)
    htmlBody += `<p>${escapeHtml(texts.code)} <strong style="font-size:20px;letter-spacing:2px">${otp}</strong></p>`
  } else {
    textParts.push(otp)
    htmlBody += `<p><strong style="font-size:20px;letter-spacing:2px">${otp}</strong></p>`
  }
  textParts.push(texts.outro, `— ${BRAND}`)
  htmlBody += `<p style="color:#6b7280;font-size:13px">${escapeHtml(texts.outro)}</p>`
  return {
    kind,
    to,
    lang,
    subject: `${texts.subject} — ${BRAND}`,
    text: textParts.join('\n\n') + '\n',
    html: layout(lang, htmlBody),
    link,
    otp,
  }
}

export function newsletterConfirmationMail(
  lang: Lang,
  to: string,
  firstName: string | null,
  confirmLink: string,
  unsubscribePage: string,
  oneClickUnsubscribe: string,
): OutgoingMail {
  const texts = NEWSLETTER[lang]
  const text = [texts.hello(firstName), texts.intro, confirmLink, texts.outro, `${texts.unsubscribe} : ${unsubscribePage}`, `— ${BRAND}`].join('\n\n') + '\n'
  const html = layout(
    lang,
    `<p>${escapeHtml(texts.hello(firstName))}</p><p>${escapeHtml(texts.intro)}</p>
<p><a href="${escapeHtml(confirmLink)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(texts.outro)}</p>
<p style="color:#6b7280;font-size:13px"><a href="${escapeHtml(unsubscribePage)}">${escapeHtml(texts.unsubscribe)}</a></p>`,
  )
  return {
    kind: 'newsletter_confirmation',
    to,
    lang,
    subject: `${texts.subject} — ${BRAND}`,
    text,
    html,
    link: confirmLink,
    unsubscribeLink: unsubscribePage,
    headers: {
      // RFC 2369 and RFC 8058: one-click unsubscribe by POST to this address.
      'List-Unsubscribe': `<${oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

// ---------------------------------------------------------------------------
// Notices

/** "1 minute", "12 minutes", in the mail's language. */
const MINUTES: Record<Lang, (count: number) => string> = {
  fr: (count) => (count === 1 ? '1\u00a0minute' : `${count}\u00a0minutes`),
  en: (count) => (count === 1 ? '1 minute' : `${count} minutes`),
  he: (count) => (count === 1 ? 'דקה אחת' : `${count} דקות`),
}

// French texts put a no-break space before : ; ! ? (so a line never starts with one).
const MFA_LOCKOUT: Record<Lang, { subject: string; intro: (duration: string) => string; ifYou: string; ifNotYou: string }> = {
  fr: {
    subject: 'Double authentification verrouillée',
    intro: (duration) =>
      `Plusieurs codes erronés de double authentification ont été saisis pour votre compte. Par sécurité, la double authentification est verrouillée pendant ${duration}.`,
    ifYou: "Si c'était vous, réessayez une fois ce délai écoulé.",
    ifNotYou:
      "Si ce n'était pas vous, quelqu'un connaît sans doute votre mot de passe\u00a0: changez-le dès que possible, depuis votre profil ou avec «\u00a0Mot de passe oublié\u00a0».",
  },
  en: {
    subject: 'Two-factor authentication locked',
    intro: (duration) =>
      `Several wrong two-factor authentication codes were entered for your account. For your security, two-factor authentication is locked for ${duration}.`,
    ifYou: 'If this was you, try again once this time has passed.',
    ifNotYou: 'If this was not you, someone probably knows your password: change it as soon as possible, from your profile or with “Forgotten password”.',
  },
  he: {
    subject: 'האימות הדו-שלבי ננעל',
    intro: (duration) => `הוזנו מספר קודי אימות דו-שלבי שגויים בחשבונכם. לשם אבטחה, האימות הדו-שלבי נעול למשך ${duration}.`,
    ifYou: 'אם אתם הזנתם אותם, נסו שוב בתום הזמן הזה.',
    ifNotYou: 'אם לא אתם הזנתם אותם, כנראה שמישהו יודע את הסיסמה שלכם: החליפו אותה בהקדם, מהפרופיל שלכם או דרך "שכחתי סיסמה".',
  },
}

/** Tells the owner that wrong second-factor codes locked verification for `minutes` (auth/mfa.ts, at the lockout). */
export function mfaLockoutMail(lang: Lang, to: string, minutes: number): OutgoingMail {
  const texts = MFA_LOCKOUT[lang]
  const intro = texts.intro(MINUTES[lang](minutes))
  const paragraphs = [intro, texts.ifYou]
  return {
    kind: 'mfa_lockout',
    to,
    lang,
    subject: `${texts.subject} — ${BRAND}`,
    text: [...paragraphs, texts.ifNotYou, `— ${BRAND}`].join('\n\n') + '\n',
    html: layout(lang, `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}\n<p><strong>${escapeHtml(texts.ifNotYou)}</strong></p>`),
  }
}
