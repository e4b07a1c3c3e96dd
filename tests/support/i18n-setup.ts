// Tests render and translate in any language, as the server does.
import '../../app/i18n/messages.server.ts'
