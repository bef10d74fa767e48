/**
 * @generated SignedSource<<f4533a77ae40390cfb87601fd1e0a866>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CarTagKind = "CERTIFIED_PRE_OWNED" | "COMING_SOON" | "CUSTOM" | "ELECTRIC" | "HYBRID" | "NEW_ARRIVAL" | "RESERVED" | "SOLD" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CarTagBadge_car$data = {
  readonly tag: {
    readonly colour: string | null | undefined;
    readonly kind: CarTagKind;
    readonly label: string;
  } | null | undefined;
  readonly " $fragmentType": "CarTagBadge_car";
};
export type CarTagBadge_car$key = {
  readonly " $data"?: CarTagBadge_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarTagBadge_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarTagBadge_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CarTag",
      "kind": "LinkedField",
      "name": "tag",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "colour",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "e03673f1f046de25bff117a64bb00ffb";

export default node;
