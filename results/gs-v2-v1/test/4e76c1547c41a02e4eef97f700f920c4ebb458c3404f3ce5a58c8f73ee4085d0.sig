{
  "algorithm": "ed25519",
  "content_sha256": "32360102d7364122b5bddaee20a71aae264a5877b459dbe02a94c77521bbdbb7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e76c1547c41a02e4eef97f700f920c4ebb458c3404f3ce5a58c8f73ee4085d0",
  "schema": "gridshift.signature/1",
  "signature": "a70f6042e832064c4d53bc9fc9a9c7b78a22b7432e6b675bc937b46ab9478bfaca00fde73378a73101a976dee721f24d676139116eb23429bf446d0fbede2709"
}
