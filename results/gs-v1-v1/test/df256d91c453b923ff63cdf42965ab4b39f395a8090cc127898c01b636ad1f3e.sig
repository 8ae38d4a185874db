{
  "algorithm": "ed25519",
  "content_sha256": "ed7630b04126d1971f6e53c3d83b519c82fc675fdd92b81027069a702bf6f7db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df256d91c453b923ff63cdf42965ab4b39f395a8090cc127898c01b636ad1f3e",
  "schema": "gridshift.signature/1",
  "signature": "8f9a42d28ac685e4641c7bae47766c940ee101902f871ad0a706fe13e2a98484538cb2eadf5a2394799c45e70ad929ba7add42b8bfc8a14037c8f0b9a5c37408"
}
