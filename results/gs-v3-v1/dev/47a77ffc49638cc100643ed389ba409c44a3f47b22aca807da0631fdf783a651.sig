{
  "algorithm": "ed25519",
  "content_sha256": "40d9fb88b5ba426bf2b2af8674791b821d814889980135f48ea95b8b8aafadb4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "47a77ffc49638cc100643ed389ba409c44a3f47b22aca807da0631fdf783a651",
  "schema": "gridshift.signature/1",
  "signature": "d6c6998149a3155292e77ee0d003a6590f3e91c7c48079c6f0154bf4a19305cffeddb938ec380bd1d9526385cd5c37801be669a9c516d03c6e03b7ea52961002"
}
