/**
 * @generated SignedSource<<af4b4503a8e19a622b7a5182f5e49afc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionStep_tradeIn$data = {
  readonly questions: ReadonlyArray<{
    readonly id: string;
    readonly options: ReadonlyArray<{
      readonly value: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ConditionQuestion_question">;
  }>;
  readonly " $fragmentType": "ConditionStep_tradeIn";
};
export type ConditionStep_tradeIn$key = {
  readonly " $data"?: ConditionStep_tradeIn$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionStep_tradeIn">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConditionStep_tradeIn",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TradeInQuestion",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TradeInAnswerOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConditionQuestion_question"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TradeInSettings",
  "abstractKey": null
};

(node as any).hash = "98d72acd54262e71e6e85dd1f1c8e4ca";

export default node;
