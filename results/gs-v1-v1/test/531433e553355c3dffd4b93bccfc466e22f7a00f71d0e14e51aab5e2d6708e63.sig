{
  "algorithm": "ed25519",
  "content_sha256": "8cd67f687fa9d814096e773a1ee094315c589c07276d7fde0808d073f7f7acd1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "531433e553355c3dffd4b93bccfc466e22f7a00f71d0e14e51aab5e2d6708e63",
  "schema": "gridshift.signature/1",
  "signature": "4c6ba463fb214d2eeaffc7ce897e531a20ae30abc1917c07840fd99e4f2b2f3a2d5656d1a62f2d897f647c89686829675e23f4e710e58e2b6e5f248bf90b7c07"
}
