/**
 * @generated SignedSource<<bad861c843fd4247612d3b8215eb46df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "06fa22b945f388034467c9ef531d2276",
    "id": null,
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
    "text": "query CarDisclaimersTestQuery {\n  site {\n    ...CarDisclaimers_site\n  }\n}\n\nfragment CarDisclaimers_site on Site {\n  name\n  texts {\n    financeDisclaimer\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1930da193bd01d419637827d4ffdf15";

export default node;
