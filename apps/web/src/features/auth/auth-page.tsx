import { useSearchParams } from 'react-router';
import { Logo } from '../../components/logo';
import { ThemeToggle } from '../../components/theme';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

type Mode = 'login' | 'signup';

/** The sliding Login / Create Account panel of spec 000 section 2. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const next = params.get('next');
  const switchTo = (target: Mode) => {
    const copy = new URLSearchParams(params);
    if (target === 'signup') copy.set('mode', 'signup');
    else copy.delete('mode');
    setParams(copy, { replace: true });
  };
  const isLogin = mode === 'login';

  return (
    <div className="min-h-screen bg-gradient-to-br from-indigo-50 via-white to-amber-50 px-4 py-6 dark:from-slate-950 dark:via-slate-900 dark:to-indigo-950">
      <header className="mx-auto flex max-w-5xl items-center justify-between">
        <Logo />
        <ThemeToggle />
      </header>
      <main id="content" className="mx-auto mt-6 max-w-5xl">
        <div className="relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-2xl ring-1 ring-slate-200 md:grid md:min-h-[640px] md:grid-cols-2 dark:bg-slate-900 dark:ring-slate-700">
          <section
            className={`p-6 sm:p-10 md:col-start-1 md:row-start-1 md:flex md:flex-col md:justify-center ${isLogin ? '' : 'hidden md:flex'}`}
            inert={!isLogin}
            aria-hidden={!isLogin}
          >
            <LoginForm next={next} />
          </section>
          <section
            className={`p-6 sm:p-10 md:col-start-2 md:row-start-1 md:flex md:flex-col md:justify-center ${isLogin ? 'hidden md:flex' : ''}`}
            inert={isLogin}
            aria-hidden={isLogin}
          >
            <SignupForm next={next} />
          </section>
          {/* On a phone the form comes first and this panel (the other way in) below it. */}
          <aside
            className={`flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-8 text-center text-white md:absolute md:inset-y-0 md:left-0 md:z-10 md:w-1/2 md:transition-transform md:duration-500 md:ease-in-out motion-reduce:transition-none ${
              isLogin ? 'md:translate-x-full' : 'md:translate-x-0'
            }`}
          >
            {isLogin ? (
              <SidePanel
                title="Hello"
                text="New to Lexora? Create your free account and start your English journey today."
                action="Sign Up"
                onAction={() => switchTo('signup')}
              />
            ) : (
              <SidePanel
                title="Welcome Back"
                text="Already learning with us? Sign in and pick up right where you left off."
                action="Sign In"
                onAction={() => switchTo('login')}
              />
            )}
          </aside>
        </div>
      </main>
    </div>
  );
}

function SidePanel(props: { title: string; text: string; action: string; onAction: () => void }) {
  return (
    <>
      <h2 className="text-3xl font-extrabold">{props.title}</h2>
      <p className="max-w-xs text-indigo-100">{props.text}</p>
      <button
        type="button"
        onClick={props.onAction}
        className="mt-2 rounded-full border-2 border-white px-8 py-2 font-semibold hover:bg-white hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {props.action}
      </button>
    </>
  );
}
