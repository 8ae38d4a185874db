{
  "algorithm": "ed25519",
  "content_sha256": "f643ba1d5cd314afb4a7331f678b0687a718d2044704be49cc068f405c97c48e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dbad8f06dd8d153a428f31747dd6b40bb44af7dced6be96257cc2b6aff583e30",
  "schema": "gridshift.signature/1",
  "signature": "ad5ecaf9651f57e8b63b498897b520275fbeecce55ef896e67f395fbbdd36af1fcc5fdbd0b3470f2badab51727562615d9adc1fe2379fc06504c2f1dc9d43506"
}
