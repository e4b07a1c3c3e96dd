import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, type FormProps, type LinkProps, type NavLinkProps } from 'react-router'

/**
 * React Router's links and forms, without route discovery as the page loads. By default each link marks
 * itself for discovery, and once hydrated the page asks the server for the routes of every link it shows,
 * then the router re-renders the whole page with them: on a phone, a long task in the middle of the page's
 * start (ADR 0032). A route is discovered instead when a link to it is followed or a form sent, at the cost
 * of one small request before the first visit to each kind of page.
 */
export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />
}

export function Form(props: FormProps) {
  return <RouterForm discover="none" {...props} />
}
