{
  "algorithm": "ed25519",
  "content_sha256": "bea7cc3b5d80c0d3a6d98aeb2b7c7463f81ac328fc19de1d3e8e3dbca0d01e0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58643a01ff0e264ea4cfde2ca3560afdfd7e5ff5ec9671b4016d1f5013fb1943",
  "schema": "gridshift.signature/1",
  "signature": "e7da67c77ab84824e592fe1f434ca0fcce1d99fde7bc2906fa1649793f84563eabd4fc1b308a38fa76c252425494e633f6a19ce59b3e64d6f4fe46e087f11300"
}
