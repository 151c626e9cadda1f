import { Controller } from '@nestjs/common';
import { type RouteInput, routes } from '@nexus/contracts';
import { Endpoint } from '../../platform/common/http/endpoint.decorator';
import { Input } from '../../platform/common/http/input.decorator';
import { Context, CurrentAuth, type RequestContext } from '../../platform/common/http/request-context';
import type { AuthContext } from './auth-context';
import { AuthService } from './auth.service';

const r = routes.auth;

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Endpoint(r.signUp)
  signUp(@Input() { body }: RouteInput<typeof r.signUp>, @Context() context: RequestContext) {
    return this.auth.signUp(body, context);
  }

  @Endpoint(routes.partners.signUp)
  signUpPartner(@Input() { params, body }: RouteInput<typeof routes.partners.signUp>, @Context() context: RequestContext) {
    return this.auth.signUpPartner(params.type, body, context);
  }

  @Endpoint(r.login)
  login(@Input() { body }: RouteInput<typeof r.login>, @Context() context: RequestContext) {
    return this.auth.login(body, context);
  }

  @Endpoint(r.searchByEmail)
  searchByEmail(@Input() { params }: RouteInput<typeof r.searchByEmail>, @Context() context: RequestContext) {
    return this.auth.signInMethod(params.email, context);
  }

  @Endpoint(r.loginByToken)
  loginByToken(@Input() { body }: RouteInput<typeof r.loginByToken>, @Context() context: RequestContext) {
    return this.auth.loginByToken(body.token, context);
  }

  @Endpoint(r.refresh)
  refresh(@Context() context: RequestContext) {
    return this.auth.refresh(context);
  }

  @Endpoint(r.requestReset)
  requestReset(@Input() { body }: RouteInput<typeof r.requestReset>) {
    return this.auth.requestPasswordReset(body.email);
  }

  @Endpoint(r.completeReset)
  completeReset(@Input() { body }: RouteInput<typeof r.completeReset>) {
    return this.auth.completePasswordReset(body);
  }

  @Endpoint(r.logout)
  logout(@CurrentAuth() auth: AuthContext, @Context() context: RequestContext) {
    return this.auth.logout(auth, context);
  }

  @Endpoint(r.verifyEmail)
  verifyEmail(@Input() { body }: RouteInput<typeof r.verifyEmail>, @CurrentAuth() auth: AuthContext) {
    return this.auth.verifyEmail(auth, body.code);
  }

  @Endpoint(r.resendVerification)
  resendVerification(@CurrentAuth() auth: AuthContext) {
    return this.auth.resendVerification(auth);
  }

  @Endpoint(r.changePassword)
  changePassword(@Input() { body }: RouteInput<typeof r.changePassword>, @CurrentAuth() auth: AuthContext) {
    return this.auth.changePassword(auth, body);
  }
}
