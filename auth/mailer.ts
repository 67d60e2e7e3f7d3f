import nodemailer from 'nodemailer'

export interface Mailer {
  send(message: { readonly to: string; readonly subject: string; readonly text: string }): Promise<void>
}

/** Mail through an SMTP server (the devnet's, or a real relay: SMTP_URL such as smtp://host:25). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl)
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || 25),
    secure: url.protocol === 'smtps:',
    // The devnet's SMTP server is plain loopback; a real relay would be smtps:// with credentials.
    ignoreTLS: url.protocol === 'smtp:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  })
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text })
    },
  }
}
