/**
 * @generated SignedSource<<ab8e1feb234c6df619d2c7d699097f6e>>
 * @relayHash 394bbd19bd4fc0d0a9de77f16573a28c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37c91aceb7fdc8155ce9687fb6538120d4f67895e3298a4ac83d3c00a64588b1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PriceRangeSliderTestQuery$variables = Record<PropertyKey, never>;
export type PriceRangeSliderTestQuery$data = {
  readonly site: {
    readonly " $fragmentSpreads": FragmentRefs<"PriceRangeSlider_site">;
  };
};
export type PriceRangeSliderTestQuery = {
  response: PriceRangeSliderTestQuery$data;
  variables: PriceRangeSliderTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PriceRangeSliderTestQuery",
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
            "name": "PriceRangeSlider_site"
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
    "name": "PriceRangeSliderTestQuery",
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
            "concreteType": "SearchSettings",
            "kind": "LinkedField",
            "name": "search",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PriceSliderSettings",
                "kind": "LinkedField",
                "name": "priceSlider",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "min",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "max",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "step",
                    "storageKey": null
                  }
                ],
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
    "id": "37c91aceb7fdc8155ce9687fb6538120d4f67895e3298a4ac83d3c00a64588b1",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "site": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Site"
        },
        "site.search": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SearchSettings"
        },
        "site.search.priceSlider": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PriceSliderSettings"
        },
        "site.search.priceSlider.max": (v0/*:: as any*/),
        "site.search.priceSlider.min": (v0/*:: as any*/),
        "site.search.priceSlider.step": (v0/*:: as any*/)
      }
    },
    "name": "PriceRangeSliderTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7c4a2279688f6693bbc0f934810a3b60";

export default node;
