{
  "algorithm": "ed25519",
  "content_sha256": "342b2cd237ae888185d383cd6cbbf8aba6b9a3329433cc602a92cbc422c60d17",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fafe04a5fab5544a95416a3fc9e83653bfc3164d683a0cd1e65f74caff33db1d",
  "schema": "gridshift.signature/1",
  "signature": "bb7e6615c9c11f57a5a450c3575bd4aa17b236cb8682bdf0b991dc78c6209a4a629ad8da2eeaf43f6200280a229a7eb40fe476003f7ea46399dc0af2b818e203"
}
