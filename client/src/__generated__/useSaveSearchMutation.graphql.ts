/**
 * @generated SignedSource<<ed4ca877deb4059d74d9ca68f94c9e94>>
 * @relayHash bb4ca2b62e08aefd0773f638f78fdeb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 069368078c9ef14fcbf4fbac6d6b2bea15c37f0bd141458bac14f9421956f67d

import type { ConcreteRequest } from 'relay-runtime';
export type CarStatus = "COMING_SOON" | "IN_STOCK" | "SOLD" | "%future added value";
export type CarType = "DEMO" | "NEW" | "USED" | "%future added value";
export type ItemType = "CAR" | "CARAVAN" | "MOTORCYCLE" | "TRUCK" | "%future added value";
export type SaveSearchInput = {
  emailAlerts: boolean;
  filters?: CarFilters | null | undefined;
  label?: string | null | undefined;
  path: string;
  query: string;
};
export type CarFilters = {
  badge?: ReadonlyArray<string> | null | undefined;
  body?: ReadonlyArray<string> | null | undefined;
  carType?: ReadonlyArray<CarType> | null | undefined;
  categories?: ReadonlyArray<string> | null | undefined;
  certified?: boolean | null | undefined;
  city?: ReadonlyArray<string> | null | undefined;
  colour?: ReadonlyArray<string> | null | undefined;
  dealershipName?: ReadonlyArray<string> | null | undefined;
  dealershipSlug?: ReadonlyArray<string> | null | undefined;
  drive?: ReadonlyArray<string> | null | undefined;
  features?: ReadonlyArray<string> | null | undefined;
  fuel?: ReadonlyArray<string> | null | undefined;
  itemType?: ReadonlyArray<ItemType> | null | undefined;
  km?: IntRange | null | undefined;
  locationName?: ReadonlyArray<string> | null | undefined;
  make?: ReadonlyArray<string> | null | undefined;
  makeModel?: ReadonlyArray<string> | null | undefined;
  model?: ReadonlyArray<string> | null | undefined;
  near?: NearPostcode | null | undefined;
  price?: IntRange | null | undefined;
  priceRange?: ReadonlyArray<string> | null | undefined;
  seats?: ReadonlyArray<number> | null | undefined;
  state?: ReadonlyArray<string> | null | undefined;
  status?: ReadonlyArray<CarStatus> | null | undefined;
  subscriptionPrice?: IntRange | null | undefined;
  tag?: ReadonlyArray<string> | null | undefined;
  transmission?: ReadonlyArray<string> | null | undefined;
  weeklyPriceRange?: ReadonlyArray<string> | null | undefined;
  year?: IntRange | null | undefined;
  years?: ReadonlyArray<number> | null | undefined;
};
export type IntRange = {
  max?: number | null | undefined;
  min?: number | null | undefined;
};
export type NearPostcode = {
  postcode: string;
  withinKm?: number | null | undefined;
};
export type useSaveSearchMutation$variables = {
  input: SaveSearchInput;
};
export type useSaveSearchMutation$data = {
  readonly saveSearch: {
    readonly __typename: string;
    readonly message?: string;
    readonly savedSearch?: {
      readonly id: string;
    };
    readonly signInPath?: string;
  };
};
export type useSaveSearchMutation = {
  response: useSaveSearchMutation$data;
  variables: useSaveSearchMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveSearch",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SavedSearch",
            "kind": "LinkedField",
            "name": "savedSearch",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveSearchPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signInPath",
            "storageKey": null
          }
        ],
        "type": "SavedSearchSignInNeededError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveSearchMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveSearchMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "069368078c9ef14fcbf4fbac6d6b2bea15c37f0bd141458bac14f9421956f67d",
    "metadata": {},
    "name": "useSaveSearchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1136af889b3b4ac3d160a50e8ec12876";

export default node;
