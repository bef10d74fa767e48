/**
 * @generated SignedSource<<65cf2949d618983edba46c1caa89f9df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PhoneReveal = "IMMEDIATE" | "MASKED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type TradeInContactBlock_site$data = {
  readonly contact: {
    readonly email: string;
    readonly phone: string;
    readonly phoneReveal: PhoneReveal;
  };
  readonly tradeIn: {
    readonly contactLocation: {
      readonly contactPath: string;
      readonly email: string | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly phone: string | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "TradeInContactBlock_site";
};
export type TradeInContactBlock_site$key = {
  readonly " $data"?: TradeInContactBlock_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"TradeInContactBlock_site">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "phone",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TradeInContactBlock_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SiteContact",
      "kind": "LinkedField",
      "name": "contact",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phoneReveal",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "concreteType": "Location",
          "kind": "LinkedField",
          "name": "contactLocation",
          "plural": false,
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
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contactPath",
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

(node as any).hash = "b6b9fbd6dd749dd235b3db761574cb85";

export default node;
