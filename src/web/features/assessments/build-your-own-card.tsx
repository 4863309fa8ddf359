import { useState } from 'react';
import { useNavigate } from 'react-router';
import { questionSets } from '#domain/question-bank.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { paths } from '#web/paths.ts';

const startingPoints = [
  { value: 'blank', label: 'A blank assessment' },
  ...questionSets.map((set) => ({ value: set.id, label: `A copy of ${set.title}` })),
];

/** The way into the builder: a blank draft or a copy of a built-in set's statements to change. */
export function BuildYourOwnCard() {
  const navigate = useNavigate();
  const [from, setFrom] = useState('blank');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Write your own questions</CardTitle>
        <CardDescription>
          Agreement statements, single-choice questions and comments, in your own domains. Answers stay as anonymous as those of a built-in
          set.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <Field label="Start from" className="grow">
          <Select value={from} options={startingPoints} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Button variant="secondary" onClick={() => void navigate(`${paths.createAssessment}?from=${encodeURIComponent(from)}`)}>
          Build your own assessment
        </Button>
      </CardContent>
    </Card>
  );
}
