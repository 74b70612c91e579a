import { Code, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FaqEntry = { id: string; question: string; answer: ReactNode };

const Snippet = ({ children }: { children: string }) => (
  <Code as="pre" display="block" p="4" rounded="md" overflowX="auto" whiteSpace="pre" textStyle="sm">
    {children}
  </Code>
);

export const faqEntries: FaqEntry[] = [
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    answer: (
      <>
        <Text>Pick the kind of state first, then the tool. Keep each piece as close as possible to where it is used.</Text>
        <List.Root ps="5" gap="2">
          <List.Item>
            <strong>Local state</strong> with <Code>useState</Code> or <Code>useReducer</Code> for what one component
            owns: an open menu, a form’s draft.
          </List.Item>
          <List.Item>
            <strong>Lifted state</strong>: when siblings need the same value, move it to their closest common parent
            and pass it down as props.
          </List.Item>
          <List.Item>
            <strong>Context</strong> for values many components read but that rarely change, such as the theme or the
            signed-in user. Every consumer re-renders on change, so it is not a store for fast-moving data.
          </List.Item>
          <List.Item>
            <strong>Server state</strong>: data that lives on an API belongs in a cache such as SWR or TanStack Query,
            which handle loading, caching, deduplication and revalidation.
          </List.Item>
          <List.Item>
            <strong>URL state</strong>: the path and search parameters, for anything that should survive a reload or
            be shared as a link (filters, the current page).
          </List.Item>
          <List.Item>
            <strong>A global store</strong> (Redux Toolkit, Zustand, Jotai) when many distant components update the
            same client-side data.
          </List.Item>
        </List.Root>
      </>
    ),
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work in JavaScript?',
    answer: (
      <>
        <Text>
          Every object has a hidden link, its prototype, to another object (or to <Code>null</Code>). When you read a
          property, JavaScript looks on the object itself first, then on its prototype, then on that object’s
          prototype, up the chain until it finds the property or reaches <Code>null</Code> and answers{' '}
          <Code>undefined</Code>. Writing a property always creates it on the object itself, shadowing the inherited
          one.
        </Text>
        <Snippet>{`const machine = {
  describe() { return \`\${this.name}, size \${this.size}\`; },
};
const engine = Object.create(machine); // engine's prototype is machine
engine.name = 'Diesel engine';
engine.size = 32;
engine.describe(); // 'Diesel engine, size 32': found on machine`}</Snippet>
        <Text>
          Constructor functions and <Code>class</Code> use the same mechanism: <Code>new</Code> links the new object
          to <Code>Constructor.prototype</Code>, where the methods live once and are shared by every instance, and{' '}
          <Code>extends</Code> links one prototype object to another. Classes are syntax over prototypes, not a
          separate model.
        </Text>
      </>
    ),
  },
  {
    id: 'unit-tests',
    question: 'What is a unit test? Why should we write unit tests?',
    answer: (
      <>
        <Text>
          A unit test checks one small piece of code, such as a function, a component or a module, on its own: it
          gives an input and asserts the result, replacing slow or outside collaborators (network, database) with
          simple fakes. It runs in milliseconds, so the whole suite can run on every change.
        </Text>
        <Snippet>{`test('size 32 is a Medium machine', () => {
  expect(machineType('32')).toBe('Medium');
});`}</Snippet>
        <Text>We write them because they:</Text>
        <List.Root ps="5" gap="2">
          <List.Item>catch regressions the moment a change breaks existing behaviour;</List.Item>
          <List.Item>make refactoring safe, since behaviour is pinned down while the code moves;</List.Item>
          <List.Item>document intent: a well-named test reads as a rule of the product;</List.Item>
          <List.Item>point straight at the broken unit, which makes debugging fast;</List.Item>
          <List.Item>push the design towards small pieces with clear inputs and outputs.</List.Item>
        </List.Root>
        <Text>
          They do not prove the pieces work together: integration and end-to-end tests cover that, in smaller numbers.
        </Text>
      </>
    ),
  },
  {
    id: 'react-angular-vue',
    question: 'React vs. Angular vs. Vue?',
    answer: (
      <>
        <Text>All three build component-based single-page apps and perform well; they differ in scope and style.</Text>
        <List.Root ps="5" gap="2">
          <List.Item>
            <strong>React</strong> is a library for the view layer. Components are functions that return JSX, data
            flows one way, and a state change re-renders the component and reconciles a virtual DOM. Routing, data
            fetching and forms come from the ecosystem you choose, which is both its flexibility and its cost.
          </List.Item>
          <List.Item>
            <strong>Angular</strong> is a complete framework in TypeScript: dependency injection, router, forms, HTTP
            client, testing tools and a CLI are built in, with compiled templates and signal- or zone-based change
            detection. More to learn, but one standard way of working suits large teams.
          </List.Item>
          <List.Item>
            <strong>Vue</strong> is a progressive framework with HTML-based templates in single-file components. Its
            reactivity system tracks which components use which data and updates only those; the official router and
            store (Pinia) cover the rest. It is the gentlest to learn.
          </List.Item>
        </List.Root>
        <Text>
          Choose by the team and the project: Angular for batteries-included structure, React for the largest
          ecosystem and freedom of choice, Vue for approachability with official answers to the common needs.
        </Text>
      </>
    ),
  },
];
