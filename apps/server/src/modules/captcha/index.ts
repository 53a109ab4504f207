/** The captcha module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { captchaRoutes } from './captcha.routes.ts'
export { consumeSliderPass, peekSliderAnswer } from './captcha.service.ts'
