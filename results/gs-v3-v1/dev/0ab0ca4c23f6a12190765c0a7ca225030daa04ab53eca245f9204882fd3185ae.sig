{
  "algorithm": "ed25519",
  "content_sha256": "3647b1187fb7cb5eb094ee66a3a30fbd0373576a5cf4b16f313e249ff17d9bcb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ab0ca4c23f6a12190765c0a7ca225030daa04ab53eca245f9204882fd3185ae",
  "schema": "gridshift.signature/1",
  "signature": "5eda738b2a095318714691da5d562795e25bc72f0f746021a391eb1124970f8918987185ae39ad8ea46e7ed9bcf20f917b977113adc83ac834ac1f787bd0680a"
}
