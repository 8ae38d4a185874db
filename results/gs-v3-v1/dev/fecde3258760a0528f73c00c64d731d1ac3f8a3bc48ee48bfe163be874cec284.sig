{
  "algorithm": "ed25519",
  "content_sha256": "4fdd491a0333741a706095e57bdacadacba29843e8b88aff3147819a39b35cf2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fecde3258760a0528f73c00c64d731d1ac3f8a3bc48ee48bfe163be874cec284",
  "schema": "gridshift.signature/1",
  "signature": "5accfd75e47c42f103eae4a1cddecb47f6048807cf23ada2371fce72deb73c607c729c89b3bf1d52550b01ebe79f743080269c0c3bea587a4b0a85252a06f802"
}
