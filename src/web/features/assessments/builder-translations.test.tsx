// @vitest-environment jsdom
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '#web/test-support.tsx';
import { QuestionList } from './builder-question-list.tsx';
import { formFromSet, newQuestion, translationsOf, validateDraft, type DraftForm } from './builder-model.ts';
import { builderReducer } from './builder-state.ts';
import { TranslationsEditor } from './builder-translations.tsx';

const choice = () => ({ ...newQuestion('single-choice'), text: 'Where do you work best?', options: ['Office', 'Home', 'Both'] });

describe("a question's translations in the builder", () => {
  it('sends each language typed, its options as many as the question’s, and leaves blank languages out', () => {
    const question = { ...choice(), translations: { de: { text: 'Wo?', options: ['Büro'] }, fr: { text: ' ', options: [] } } };
    expect(translationsOf(question)).toEqual({ de: { text: 'Wo?', options: ['Büro', '', ''] } });
    expect(translationsOf({ ...newQuestion(), text: 'Fine.', translations: { es: { text: 'Bien.', options: ['x'] } } })).toEqual({
      es: { text: 'Bien.' },
    });
  });

  it("drops a translation's option with the question's, and checks the translations as the server does", () => {
    const question = { ...choice(), translations: { de: { text: 'Wo?', options: ['Büro', 'Zuhause', 'Beides'] } } };
    const form: DraftForm = { title: 'Pulse', category: 'technical', description: '', duration: '10', questions: [question] };
    const fewer = builderReducer(form, { type: 'remove-option', key: question.key, index: 0 });
    expect(fewer.questions[0]?.translations.de?.options).toEqual(['Zuhause', 'Beides']);
    const blankOption = builderReducer(form, { type: 'translate-option', key: question.key, locale: 'de', index: 1, value: ' ' });
    const checked = validateDraft(blankOption);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[`${question.key}.translations.de.options.1`]).toBe('Each option needs a text');
  });

  it("copies a built-in set's statements with their translations", () => {
    expect(formFromSet('default-assessment').questions[0]?.translations.de?.text).toBe(
      'Die Menschen in meinem Team arbeiten auf dieselben Ziele hin.',
    );
    expect(formFromSet('default-assessment', 'fr').title).toBe('Culture organisationnelle (par défaut)');
  });

  it('labels each language’s fields and marks them with their language and direction', () => {
    function Editor() {
      const [form, dispatch] = useReducer(builderReducer, {
        title: '',
        category: '',
        description: '',
        duration: '30',
        questions: [choice()],
      });
      const question = form.questions[0];
      return question ? <TranslationsEditor question={question} position={1} errors={{}} dispatch={dispatch} /> : null;
    }
    render(<Editor />);
    const arabic = screen.getByLabelText('Question 1 text in العربية');
    expect([arabic.getAttribute('lang'), arabic.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    const option = screen.getByLabelText('Option 2 of question 1 in Deutsch');
    expect([option.getAttribute('lang'), option.getAttribute('placeholder')]).toEqual(['de', 'Home']);
    fireEvent.change(screen.getByLabelText('Question 1 text in Deutsch'), { target: { value: 'Wo arbeiten Sie am besten?' } });
    expect(document.querySelector('summary')?.textContent).toBe('Question 1 in other languages (1 language given)');
  });

  it("gives an organisation's own domain one label per language, for every question of it, and none to a built-in domain", () => {
    const form: DraftForm = {
      title: 'Pulse',
      category: 'technical',
      description: '',
      duration: '10',
      questions: [
        { ...newQuestion(), text: 'I can work from home.', domain: 'Hybrid work' },
        { ...newQuestion(), text: 'Our office days suit me.', domain: ' hybrid WORK' },
        { ...newQuestion(), text: 'I can act on my own.', domain: 'Agency' },
      ],
    };
    let shown = form;
    function Editor() {
      const [state, dispatch] = useReducer(builderReducer, form);
      shown = state;
      return <QuestionList questions={state.questions} errors={{}} dispatch={dispatch} />;
    }
    render(<Editor />);
    expect(screen.queryByLabelText('Domain of question 3 in Deutsch')).toBeNull();
    fireEvent.change(screen.getByLabelText('Domain of question 1 in Deutsch'), { target: { value: 'Hybride Arbeit' } });
    expect(screen.getByLabelText('Domain of question 2 in Deutsch')).toHaveProperty('value', 'Hybride Arbeit');
    expect(screen.getByLabelText('Domain of question 2 in العربية').getAttribute('dir')).toBe('rtl');
    const checked = validateDraft(shown);
    expect(checked.ok).toBe(true);
    if (checked.ok)
      expect(checked.request.questions.map((question) => question.translations)).toEqual([
        { de: { text: '', domainLabel: 'Hybride Arbeit' } },
        { de: { text: '', domainLabel: 'Hybride Arbeit' } },
        {},
      ]);
  });
});
