/**
 * @generated SignedSource<<baffb0c3f09410ce6337c744b21fe4a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CarBreadcrumbs_car$data = {
  readonly breadcrumbs: ReadonlyArray<{
    readonly label: string;
    readonly path: string;
  }>;
  readonly " $fragmentType": "CarBreadcrumbs_car";
};
export type CarBreadcrumbs_car$key = {
  readonly " $data"?: CarBreadcrumbs_car$data;
  readonly " $fragmentSpreads": FragmentRefs<"CarBreadcrumbs_car">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CarBreadcrumbs_car",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Breadcrumb",
      "kind": "LinkedField",
      "name": "breadcrumbs",
      "plural": true,
      "selections": [
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
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Car",
  "abstractKey": null
};

(node as any).hash = "ddf2bfb59106fbc99046b7ae4a712299";

export default node;
