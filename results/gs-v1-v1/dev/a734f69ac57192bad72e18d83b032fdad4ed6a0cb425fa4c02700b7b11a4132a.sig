{
  "algorithm": "ed25519",
  "content_sha256": "a50c117e76d8be67cbd3b7b3d57b9ca5216c6f11c8a5c3e9dae8ca2575f73785",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a734f69ac57192bad72e18d83b032fdad4ed6a0cb425fa4c02700b7b11a4132a",
  "schema": "gridshift.signature/1",
  "signature": "fe727650b95eb0f0ebf388c7ac67e366c654aea1168fa4839671eab881e3cb0f7fbfd565f46de09c2463086f13d1ffd737192c004f25c03ccdcd9e1c7ddd0302"
}
