import { languages } from './languages.ts'
import { dictionaries } from './messages/index.ts'
import { messageAreas, provideMessages } from './translate.ts'

// The server renders any language: it holds the three dictionaries.
for (const language of languages) provideMessages(language, dictionaries[language], messageAreas)
