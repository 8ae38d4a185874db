{
  "algorithm": "ed25519",
  "content_sha256": "d101a91601945ed851fb1821ce4f1cf5ae49574c73a3b085dbc9bf4b61f7690d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe1960aa608309cee2256bc4f75aea63a84db6e1a76cb81b9461de5c76b13458",
  "schema": "gridshift.signature/1",
  "signature": "f9c3b28b4b04baaeb2f574b42112f80a9b0ce9acb1b09d1d95aa168026bf4005f0a5d89da6f1641026ca82e9d112597b1b5240d556896ce06896a1bde3b5bc03"
}
