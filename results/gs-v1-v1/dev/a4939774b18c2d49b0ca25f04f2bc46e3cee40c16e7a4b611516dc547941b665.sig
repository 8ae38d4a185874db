{
  "algorithm": "ed25519",
  "content_sha256": "235210f437f60c28645514728edd74cee0bde9ed0f30667206c58a89e0dad702",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a4939774b18c2d49b0ca25f04f2bc46e3cee40c16e7a4b611516dc547941b665",
  "schema": "gridshift.signature/1",
  "signature": "e8b96008b3c3a65d876d059acaeba5cd5d64fad72865c90b0d98feafe113b004b9b28537ac5cc24faaa314e63eda8f0ea5600391d87100660e50164158bb8e04"
}
