/**
 * @generated SignedSource<<c5b7a307e6a0f118eea5fab0a4868d5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TradeInCarFields_site$data = {
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
  readonly " $fragmentType": "TradeInCarFields_site";
};
export type TradeInCarFields_site$key = {
  readonly " $data"?: TradeInCarFields_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInCarFields_site">;
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
  "name": "TradeInCarFields_site",
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

(node as any).hash = "e09c42c738d85861cf0607625f534bad";

export default node;
