/**
 * @generated SignedSource<<663a6b84d054b553ca5d6897fc827f3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CarKeySpecs_car$data = {
  readonly body: string | null | undefined;
  readonly fuel: string | null | undefined;
  readonly km: number;
  readonly transmission: string | null | undefined;
  readonly " $fragmentType": "CarKeySpecs_car";
};
export type CarKeySpecs_car$key = {
  readonly " $data"?: CarKeySpecs_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarKeySpecs_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarKeySpecs_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "km",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transmission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fuel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "4ed5ff8b9a45c3027f9d8fe3a70bed48";

export default node;
