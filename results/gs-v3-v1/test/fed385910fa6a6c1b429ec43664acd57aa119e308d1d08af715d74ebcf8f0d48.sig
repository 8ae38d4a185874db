{
  "algorithm": "ed25519",
  "content_sha256": "8505cece74ed1536ecf08b1a3927349662770cbb7bcdc8c4fb8c37c5330bea1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fed385910fa6a6c1b429ec43664acd57aa119e308d1d08af715d74ebcf8f0d48",
  "schema": "gridshift.signature/1",
  "signature": "51cbf451662ab132d99408d8ce8ca040db6c520656b59a58b4bf9055f6ef3dd70eb72afc92ac2eed607eb2f39791157e8c64e8a6c9a183e4b257d96ac12bb50d"
}
