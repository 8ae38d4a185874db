{
  "algorithm": "ed25519",
  "content_sha256": "59b097cd8120f84225f1ca4eac8c7e67150d25c5cee652afc415a85956d781a9",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "80d7a37c6d7710d64c8bea1a8bc5a0ce212848ac253aa54c34e08006b9e5a1d2",
  "schema": "gridshift.signature/1",
  "signature": "e4fc8d0e7ca8e57e1d09c551cc00b992600d34ba40d09fca8f8cdcf20480540b8d9d513fd75fcef708426e9a318c306b7a8fa02e8d68fdc46d064eecf4eb0705"
}
