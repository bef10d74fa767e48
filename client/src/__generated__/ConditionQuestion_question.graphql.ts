/**
 * @generated SignedSource<<e178ae517892e39a9983258ad23c5898>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionQuestion_question$data = {
  readonly help: string | null | undefined;
  readonly id: string;
  readonly label: string;
  readonly options: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "ConditionQuestion_question";
};
export type ConditionQuestion_question$key = {
  readonly " $data"?: ConditionQuestion_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionQuestion_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConditionQuestion_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "help",
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
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "TradeInQuestion",
  "abstractKey": null
};
})();

(node as any).hash = "2b9d481f41bed8daad41958f34fb01c4";

export default node;
