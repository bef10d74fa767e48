/**
 * @generated SignedSource<<ee45a8dc1d73b35b1b4876b5617d4af9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInStep_site$data = {
  readonly tradeIn: {
    readonly questions: ReadonlyArray<{
      readonly id: string;
      readonly label: string;
      readonly options: ReadonlyArray<{
        readonly label: string;
        readonly value: string;
      }>;
    }>;
  };
  readonly " $fragmentType": "TradeInStep_site";
};
export type TradeInStep_site$key = {
  readonly " $data"?: TradeInStep_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInStep_site">;
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
  "name": "TradeInStep_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TradeInSettings",
      "kind": "LinkedField",
      "name": "tradeIn",
      "plural": false,
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
            (v0/*:: as any*/),
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
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};
})();

(node as any).hash = "e1c6e1ed03546c3f81f30496e0cc982d";

export default node;
