/**
 * @generated SignedSource<<1e342cd64505073f7f6ec87ba3983b06>>
 * @relayHash 06fa22b945f388034467c9ef531d2276
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5362d079d841f95b8863a16f1a0c2709980b3c739c716eabac6ed40257de416f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarDisclaimersTestQuery$variables = Record<PropertyKey, never>;
export type CarDisclaimersTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"CarDisclaimers_site">;
  };
};
export type CarDisclaimersTestQuery = {
  response: CarDisclaimersTestQuery$data;
  variables: CarDisclaimersTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CarDisclaimersTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CarDisclaimers_site"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CarDisclaimersTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteTexts",
            "kind": "LinkedField",
            "name": "texts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "financeDisclaimer",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5362d079d841f95b8863a16f1a0c2709980b3c739c716eabac6ed40257de416f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.name": (v0/*:: as any*/),
        "site.texts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteTexts"
        },
        "site.texts.financeDisclaimer": (v0/*:: as any*/)
      }
    },
    "name": "CarDisclaimersTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c1930da193bd01d419637827d4ffdf15";

export default node;
