{
  "algorithm": "ed25519",
  "content_sha256": "21c8215cecead98d67689d4494214bfcda972194857a21e4e0c402b33a4ed3ac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bc38e08d8d3531805be14a8411fa020e15ad36a8f036219e65c0a68bd5821ff5",
  "schema": "gridshift.signature/1",
  "signature": "e9c834a6008a8a6de97ab9aaa82c4ec6b11a0c6c8a4bd669a69fca2febabf6af9c60741a6e5e73a0c057d32bee0acb11a69e83e560ba3e17b173d2b2b66a760b"
}
